import { describe, expect, it } from 'vitest';
import type { ReportContext } from '../domain/report';
import { pairsText } from '../domain/clocked-times-text';
import { clockedTimesReport } from './clocked-times.report';

const context: ReportContext = { from: '2026-11-09', to: '2026-11-15', employeeIDs: ['e1'], groupBy: 'department', heading: null, output: 'excel', timeZone: 'Africa/Johannesburg' };

const day = {
  group_title: 'Packing',
  employee_title: 'Night, Nora (7002)',
  time_zone: 'Europe/London',
  shiftDate: '2026-11-09',
  shiftName: 'Night',
  statuses: ['1', '103'],
  normalTimeTot: 480,
  overTime1Tot: 30,
  overTime2Tot: 15,
  noPayTimeTot: 0,
  shortTime: 10,
  leaveMinutes: 0,
  authorised: true,
  exported: false,
  pairs: [{ in: 'c1', out: 'c2' }],
  clockings: [
    { id: 'c1', clockedAt: '2026-11-09T22:10:00+00:00' },
    { id: 'c2', clockedAt: '2026-11-10T06:05:00+00:00' },
  ],
};

describe('Clocked Times', () => {
  it("shows a night shift's pair in the employee's zone, the OUT marked as the next day", () => {
    expect(pairsText(day)).toBe('22:10–06:05 (+1)');
  });

  it('shows the same instants in another zone as that zone reads them, an open pair with its IN only, and leaves out clockings in no pair', () => {
    expect(pairsText({ ...day, time_zone: 'Africa/Johannesburg' })).toBe('00:10 (+1)–08:05 (+1)');
    expect(
      pairsText({
        ...day,
        shiftDate: '2026-11-10',
        time_zone: 'Africa/Johannesburg',
        pairs: [
          { in: 'c1', out: 'c2' },
          { in: 'c3', out: null },
        ],
        clockings: [
          { id: 'c1', clockedAt: '2026-11-10T06:00:00Z' },
          { id: 'c2', clockedAt: '2026-11-10T10:00:00Z' },
          { id: 'c3', clockedAt: '2026-11-10T10:30:00Z' },
          { id: 'c4', clockedAt: '2026-11-10T10:31:00Z' },
        ],
      }),
    ).toBe('08:00–12:00, 12:30–');
  });

  it('makes one row per day grouped by the grouping then the employee, overtime summed, statuses as text, marks when asked', () => {
    expect(clockedTimesReport.row(day, { hoursAuthorisedAndExported: true } as never, context)).toEqual({
      groups: ['Packing', 'Night, Nora (7002)'],
      cells: {
        date: '2026-11-09',
        day: 'Mon',
        shift: 'Night',
        clockings: '22:10–06:05 (+1)',
        normal: 480,
        overtime: 45,
        noPay: 0,
        short: 10,
        leave: 0,
        status: 'Clocked in/out, Late in',
        authorised: 'Yes',
        exported: 'No',
      },
    });
    expect(clockedTimesReport.row(day, {} as never, { ...context, groupBy: 'surname' })).toMatchObject({ groups: ['Packing'] });
    expect(clockedTimesReport.row(day, {} as never, { ...context, groupBy: null })).toMatchObject({ groups: ['Night, Nora (7002)'] });
  });
});
