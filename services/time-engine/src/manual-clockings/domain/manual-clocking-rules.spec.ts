import { describe, expect, it } from 'vitest';
import { dateProblem, decideDeleteClocking, decideManualClocking, instantOf, type DayClocking, type ManualClockingDay } from './manual-clocking-rules';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const clocking = (id: string, time: string, role: DayClocking['role'], manual = false): DayClocking => ({ id, at: at(time), role, manual });
const day = (clockings: DayClocking[], extra: Partial<ManualClockingDay> = {}): ManualClockingDay => {
  const open = clockings.filter((c) => c.role === 'IN').length > clockings.filter((c) => c.role === 'OUT').length;
  return { locked: false, exported: false, dayKind: 'shift', clockings, openIn: open ? clockings.filter((c) => c.role === 'IN').at(-1)!.at : null, ...extra };
};
const empty = day([]);
const inOnly = day([clocking('a', '08:00', 'IN')]);
const closed = day([clocking('a', '08:00', 'IN'), clocking('b', '12:00', 'OUT')]);

describe('decideManualClocking', () => {
  it('creates an in (100), an out closing the open pair (111), in and out (1) and either alone (11, 111)', () => {
    expect(decideManualClocking('CreateClockInOnly', empty, { in: at('08:00') }, [])).toEqual({ code: 100, clockings: [{ at: at('08:00'), direction: 'IN' }] });
    expect(decideManualClocking('CreateClockOutOnly', inOnly, { out: at('17:00') }, [])).toMatchObject({ code: 111, clockings: [{ direction: 'OUT' }] });
    expect(decideManualClocking('CreateClockInOut', empty, { in: at('08:00'), out: at('17:00') }, []).code).toBe(1);
    expect(decideManualClocking('CreateClockInOut', closed, { in: at('13:00') }, []).code).toBe(11);
    expect(decideManualClocking('CreateClockInOut', inOnly, { out: at('17:00') }, []).code).toBe(111);
  });

  it('refuses a day without a shift record (2; 23 for insert), a locked day (10) and a day off for all but insert (3)', () => {
    expect(decideManualClocking('CreateClockInOnly', null, { in: at('08:00') }, []).code).toBe(2);
    expect(decideManualClocking('InsertClocking', null, { in: at('08:00') }, []).code).toBe(23);
    expect(decideManualClocking('CreateClockInOut', day([], { locked: true }), { in: at('08:00') }, []).code).toBe(10);
    expect(decideManualClocking('InsertClocking', day([], { locked: true }), { in: at('08:00') }, []).code).toBe(10);
    expect(decideManualClocking('CreateClockOutOnly', day([], { dayKind: 'dayOff' }), { out: at('17:00') }, []).code).toBe(3);
    expect(decideManualClocking('CreateClockInOnly', day([], { dayKind: 'noRoster' }), { in: at('08:00') }, []).code).toBe(3);
    expect(decideManualClocking('InsertClocking', day([], { dayKind: 'dayOff' }), { in: at('08:00') }, []).code).toBe(20);
  });

  it('refuses a day exported to payroll as a locked one (10), saying it is exported, locked or not, before any other check', () => {
    const exported = day([], { exported: true });
    for (const action of ['CreateClockInOnly', 'CreateClockOutOnly', 'CreateClockInOut', 'InsertClocking'] as const) {
      expect(decideManualClocking(action, exported, { in: at('08:00'), out: at('17:00') }, []), action).toEqual({ code: 10, exported: true });
    }
    expect(decideManualClocking('CreateClockInOnly', day([], { exported: true, locked: true }), { in: at('08:00') }, [])).toEqual({ code: 10, exported: true });
    // A day off or a duplicate time would be 3 or 60 on a day payroll does not have.
    expect(decideManualClocking('CreateClockInOnly', day([], { exported: true, dayKind: 'dayOff' }), { in: at('08:00') }, [at('08:00')])).toEqual({ code: 10, exported: true });
    expect(decideManualClocking('CreateClockInOut', day([], { locked: true }), { in: at('08:00') }, [])).toEqual({ code: 10 });
  });

  it('refuses an out before its in (5) and a time within two minutes of any clocking of the employee (60)', () => {
    expect(decideManualClocking('CreateClockInOut', empty, { in: at('17:00'), out: at('08:00') }, []).code).toBe(5);
    expect(decideManualClocking('CreateClockInOut', empty, { in: at('08:00'), out: at('08:00') }, []).code).toBe(5);
    expect(decideManualClocking('CreateClockOutOnly', inOnly, { out: at('07:00') }, []).code).toBe(5);
    expect(decideManualClocking('InsertClocking', empty, { in: at('09:00'), out: at('08:00') }, []).code).toBe(5);
    expect(decideManualClocking('CreateClockInOnly', empty, { in: at('08:00') }, [new Date('2026-03-02T08:01:59Z')]).code).toBe(60);
    expect(decideManualClocking('InsertClocking', empty, { out: at('08:03') }, [new Date('2026-03-02T08:01:59Z')]).code).toBe(20);
    expect(decideManualClocking('CreateClockInOut', empty, { in: at('08:00'), out: at('08:01') }, []).code).toBe(60);
  });

  it('keeps the order of §5: one open in (6), a new in after every in (7) and out (8), a new out after every out (9), an out needs an in (4)', () => {
    expect(decideManualClocking('CreateClockInOnly', inOnly, { in: at('09:00') }, []).code).toBe(6);
    expect(decideManualClocking('CreateClockInOnly', closed, { in: at('07:00') }, []).code).toBe(7);
    expect(decideManualClocking('CreateClockInOnly', closed, { in: at('08:00') }, []).code).toBe(7);
    expect(decideManualClocking('CreateClockInOnly', closed, { in: at('11:00') }, []).code).toBe(8);
    expect(decideManualClocking('CreateClockInOnly', closed, { in: at('13:00') }, []).code).toBe(100);
    expect(decideManualClocking('CreateClockOutOnly', closed, { out: at('11:00') }, []).code).toBe(9);
    expect(decideManualClocking('CreateClockOutOnly', closed, { out: at('17:00') }, []).code).toBe(4);
    expect(decideManualClocking('CreateClockOutOnly', empty, { out: at('17:00') }, []).code).toBe(4);
    expect(decideManualClocking('CreateClockOutOnly', day([clocking('x', '12:00', 'ignored')]), { out: at('17:00') }, []).code).toBe(4);
  });

  it('inserts anywhere in the day, between existing clockings too (20)', () => {
    expect(decideManualClocking('InsertClocking', closed, { out: at('10:00') }, [])).toEqual({ code: 20, clockings: [{ at: at('10:00'), direction: 'OUT' }] });
    expect(decideManualClocking('InsertClocking', closed, { in: at('06:00'), out: at('07:00') }, []).clockings).toHaveLength(2);
  });
});

describe('decideDeleteClocking', () => {
  const mixed = day([clocking('reader', '08:00', 'IN'), clocking('m1', '12:00', 'OUT', true), clocking('m2', '13:00', 'IN', true)]);

  it('deletes one manual clocking or all of the day, never a reader clocking', () => {
    expect(decideDeleteClocking(mixed, 'm1')).toEqual({ code: 21, clockingIDs: ['m1'] });
    expect(decideDeleteClocking(mixed, undefined)).toEqual({ code: 21, clockingIDs: ['m1', 'm2'] });
    expect(decideDeleteClocking(mixed, 'reader')).toEqual({ code: 22 });
    expect(decideDeleteClocking(closed, undefined)).toEqual({ code: 22 });
  });

  it('refuses a day without a shift record (23) and a locked day (10)', () => {
    expect(decideDeleteClocking(null, undefined)).toEqual({ code: 23 });
    expect(decideDeleteClocking({ ...mixed, locked: true }, 'm1')).toEqual({ code: 10 });
  });

  it('refuses a day exported to payroll as a locked one (10), saying it is exported', () => {
    expect(decideDeleteClocking({ ...mixed, exported: true }, 'm1')).toEqual({ code: 10, exported: true });
    expect(decideDeleteClocking({ ...mixed, exported: true, locked: true }, undefined)).toEqual({ code: 10, exported: true });
  });
});

describe('instantOf and dateProblem', () => {
  it("reads a wall time in the employee's zone", () => {
    expect(instantOf('2026-03-02T07:30', '2026-03-02', 'Africa/Johannesburg')).toEqual({ at: new Date('2026-03-02T05:30:00Z') });
    // A night shift's out on the next morning, and the skipped spring hour moved forward.
    expect(instantOf('2026-03-03T06:00', '2026-03-02', 'Africa/Johannesburg')).toEqual({ at: new Date('2026-03-03T04:00:00Z') });
    expect(instantOf('2026-03-29T01:30', '2026-03-29', 'Europe/London')).toEqual({ at: new Date('2026-03-29T01:30:00Z') });
  });

  it("refuses a time too far from the day's date to lie in its window", () => {
    expect(instantOf('2026-03-05T08:00', '2026-03-02', 'UTC')).toEqual({ problem: 'must lie within the window of the day 2026-03-02' });
    expect(instantOf('2026-02-28T23:00', '2026-03-02', 'UTC')).toHaveProperty('problem');
  });

  it("refuses a date more than 366 days from the employee's today", () => {
    const now = new Date('2026-03-02T23:30:00Z');
    // Already 3 March in Johannesburg.
    expect(dateProblem('2027-03-04', 'Africa/Johannesburg', now)).toBeNull();
    expect(dateProblem('2027-03-05', 'Africa/Johannesburg', now)).toMatch(/within 366 days/);
    expect(dateProblem('2025-03-01', 'Africa/Johannesburg', now)).toMatch(/within 366 days/);
    expect(dateProblem('2025-03-01', 'UTC', now)).toBeNull();
  });
});
