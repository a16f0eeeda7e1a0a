import type { EmployeeShift } from '@tna/contracts';

/**
 * A calculated Monday in Johannesburg for specs: an 08:00–17:00 office shift clocked 15 minutes
 * late (statuses 1 and 103, 465 normal, 15 no-pay before), no clockings listed; `overrides` change what a spec needs.
 */
export const anEmployeeShift = (overrides: Partial<EmployeeShift> = {}): EmployeeShift => ({
  id: 'es1',
  employeeID: 'e7',
  shiftDate: '2026-03-02',
  statuses: [1, 103],
  locked: false,
  dayKind: 'shift',
  shiftID: 's1',
  shiftName: 'Office day',
  shiftStart: '2026-03-02T06:00:00.000Z',
  shiftEnd: '2026-03-02T15:00:00.000Z',
  shortTime: 15,
  carriedShortOut: 0,
  breakDeducted: 60,
  leaveMinutes: 0,
  calculatedAt: '2026-03-02T16:00:00.000Z',
  normalTimeTot: 465,
  overTime1Tot: 0,
  overTime2Tot: 0,
  overTime3Tot: 0,
  overTime4Tot: 0,
  overTime5Tot: 0,
  overTime6Tot: 0,
  overTime7Tot: 0,
  overTime8Tot: 0,
  overTime9Tot: 0,
  overTime10Tot: 0,
  noPayTimeTot: 15,
  noPayTotBefore: 15,
  noPayTotAfter: 0,
  timeZone: 'Africa/Johannesburg',
  clockings: [],
  authorised: false,
  exported: false,
  ...overrides,
});
