import type { EmployeeShift } from '@tna/contracts';
import { hoursMinutes } from '../zoned-time';
import { TermList } from './term-list';

/** The day's time and attendance values, as payroll receives them. */
export function TaTab({ shift }: { shift: EmployeeShift }) {
  const rows: [string, string][] = [['Normal time', hoursMinutes(shift.normalTimeTot)]];
  for (let bucket = 1; bucket <= 10; bucket++) {
    const minutes = shift[`overTime${bucket}Tot` as keyof EmployeeShift] as number;
    if (minutes > 0) rows.push([`Overtime ${bucket}`, hoursMinutes(minutes)]);
  }
  rows.push(
    ['No pay', hoursMinutes(shift.noPayTimeTot)],
    ['No pay before (NP B)', hoursMinutes(shift.noPayTotBefore)],
    ['No pay after (NP A)', hoursMinutes(shift.noPayTotAfter)],
    ['Short time', hoursMinutes(shift.shortTime)],
    ['Carried short time', hoursMinutes(shift.carriedShortOut)],
    ['Break deducted', hoursMinutes(shift.breakDeducted)],
    ['Leave', hoursMinutes(shift.leaveMinutes)],
    ['Locked', shift.locked ? 'Yes' : 'No'],
  );
  return <TermList rows={rows} label="Time and attendance values" />;
}
