import { describe, expect, it } from 'vitest';
import { availableAfter, createRefusal, shiftTakes, type CreateCheck, type ShiftBinding } from './create-refusal';

const ANNUAL = 'annual';
const SICK = 'sick';
const office: ShiftBinding = { shiftID: 'office', leaveTypeID: ANNUAL, schemeLeaveTypeIDs: [], hasLeaveScheme: false, appointmentTypeIDs: [] };
const day = (shiftDate: string, extra: Partial<{ locked: boolean; exported: boolean }> = {}) => ({ shiftDate, shiftID: 'office', locked: false, exported: false, ...extra });

function check(extra: Partial<CreateCheck> = {}): CreateCheck {
  return {
    leaveTypeID: ANNUAL,
    days: [day('2026-03-02'), day('2026-03-03')],
    shifts: [office],
    employeeAppointmentTypeID: 'permanent',
    overlapping: [],
    balance: { ledger: [{ date: '2026-01-01', action: 3, amount: 10 }], endDate: '2026-03-03', pending: 0, amount: 2, minBalance: 0 },
    ...extra,
  };
}

describe('create leave refusals', () => {
  it('creates when nothing refuses', () => {
    expect(createRefusal(check())).toBeNull();
  });

  it('500 when every shift binds some leave type and none this one; a shift binding nothing takes any type', () => {
    expect(createRefusal(check({ leaveTypeID: SICK }))).toEqual({ code: 500 });
    const open = { ...office, shiftID: 'open', leaveTypeID: null };
    expect(createRefusal(check({ leaveTypeID: SICK, shifts: [office, open], days: [{ ...day('2026-03-02'), shiftID: 'open' }] }))).toBeNull();
    const scheme = { ...office, shiftID: 'scheme', leaveTypeID: null, hasLeaveScheme: true, schemeLeaveTypeIDs: [SICK] };
    expect(shiftTakes(scheme, SICK, null)).toBe(true);
    expect(shiftTakes(scheme, ANNUAL, null)).toBe(false);
  });

  it('600 on the first day whose shift does not take the type or excludes the appointment type', () => {
    const other = { ...office, shiftID: 'night', leaveTypeID: SICK };
    expect(createRefusal(check({ shifts: [office, other], days: [day('2026-03-02'), { ...day('2026-03-03'), shiftID: 'night' }] }))).toEqual({ code: 600, shiftDate: '2026-03-03' });
    expect(createRefusal(check({ shifts: [{ ...office, appointmentTypeIDs: ['temporary'] }] }))).toEqual({ code: 600, shiftDate: '2026-03-02' });
    expect(createRefusal(check({ shifts: [{ ...office, appointmentTypeIDs: ['permanent'] }] }))).toBeNull();
  });

  it('46 exported before 150 locked', () => {
    expect(createRefusal(check({ days: [day('2026-03-02', { locked: true }), day('2026-03-03', { exported: true })] }))).toEqual({ code: 46, shiftDate: '2026-03-03' });
    expect(createRefusal(check({ days: [day('2026-03-02', { locked: true }), day('2026-03-03')] }))).toEqual({ code: 150, shiftDate: '2026-03-02' });
  });

  it('42 same type in approval, 44 another type waiting, 43 granted: in that order, on the first shared day', () => {
    const same = { leaveTypeID: ANNUAL, status: 1, dates: ['2026-03-03'] };
    const other = { leaveTypeID: SICK, status: 0, dates: ['2026-03-02'] };
    const granted = { leaveTypeID: SICK, status: 11, dates: ['2026-03-02'] };
    expect(createRefusal(check({ overlapping: [granted, other, same] }))).toEqual({ code: 42, shiftDate: '2026-03-03' });
    expect(createRefusal(check({ overlapping: [granted, other] }))).toEqual({ code: 44, shiftDate: '2026-03-02' });
    expect(createRefusal(check({ overlapping: [granted] }))).toEqual({ code: 43, shiftDate: '2026-03-02' });
    expect(createRefusal(check({ overlapping: [{ ...granted, dates: ['2026-03-04'] }] }))).toBeNull();
  });

  it('45 when balance less booked, pending and this falls below the minimum; a negative minimum borrows', () => {
    const balance = { ledger: [{ date: '2026-01-01', action: 3 as const, amount: 10 }, { date: '2026-04-01', action: 2 as const, amount: -3 }], endDate: '2026-03-03', pending: 4, amount: 3, minBalance: 0 };
    expect(availableAfter(balance)).toBe(0);
    expect(createRefusal(check({ balance }))).toBeNull();
    expect(createRefusal(check({ balance: { ...balance, amount: 3.5 } }))).toEqual({ code: 45 });
    expect(createRefusal(check({ balance: { ...balance, amount: 5, minBalance: -2 } }))).toBeNull();
  });
});
