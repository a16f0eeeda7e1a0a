import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { AttendanceReportRequest } from './attendance.dto';
import { ShiftStatusReportRequest } from './shift-status.dto';
import { TimeTotalsReportRequest } from './time-totals.dto';
import { TopXShiftStatusReportRequest } from './top-x-shift-status.dto';

const PERIOD = { from: '2026-03-01', to: '2026-03-31', output: 'pdf' };

/** The fields a request is refused on, as the api's validation names them in its 400. */
function refused(type: new () => object, body: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(type, { ...PERIOD, ...body }) as object).map((error) => error.property);
}

describe('the time reports’ options', () => {
  it('take a Shift Status request with statuses and a status count range, and refuse unknown codes and a range upside down', () => {
    expect(refused(ShiftStatusReportRequest, {})).toEqual([]);
    expect(refused(ShiftStatusReportRequest, { statuses: [100, 103], minCount: 2, maxCount: 5 })).toEqual([]);
    expect(refused(ShiftStatusReportRequest, { statuses: [100, 999] })).toEqual(['statuses']);
    expect(refused(ShiftStatusReportRequest, { statuses: 103 })).toEqual(['statuses']);
    expect(refused(ShiftStatusReportRequest, { minCount: 3, maxCount: 2 })).toEqual(['maxCount']);
    expect(refused(ShiftStatusReportRequest, { minCount: -1 })).toEqual(['minCount']);
    expect(refused(ShiftStatusReportRequest, { maxCount: 1.5 })).toEqual(['maxCount']);
  });

  it('take a Top-X request with a measure, statuses and a top X of 1 to 1000', () => {
    const good = { measure: 'timeHeadcount', statuses: [100], topX: 10 };
    expect(refused(TopXShiftStatusReportRequest, good)).toEqual([]);
    expect(refused(TopXShiftStatusReportRequest, { ...good, measure: 'minutes' })).toEqual(['measure']);
    expect(refused(TopXShiftStatusReportRequest, { ...good, statuses: [] })).toEqual(['statuses']);
    expect(refused(TopXShiftStatusReportRequest, { ...good, topX: 0 })).toEqual(['topX']);
    expect(refused(TopXShiftStatusReportRequest, { ...good, topX: 1001 })).toEqual(['topX']);
    expect(refused(TopXShiftStatusReportRequest, { measure: 'incidents' })).toEqual(['statuses', 'topX']);
  });

  it('take the Employee Time Total and Attendance switches as booleans only', () => {
    expect(refused(TimeTotalsReportRequest, { includeDayOfWeek: true, combineOvertime: false, excludeNoPay: true })).toEqual([]);
    expect(refused(TimeTotalsReportRequest, { combineOvertime: 'yes' })).toEqual(['combineOvertime']);
    expect(refused(AttendanceReportRequest, { includeDays: true })).toEqual([]);
    expect(refused(AttendanceReportRequest, { includeDays: 1 })).toEqual(['includeDays']);
  });
});
