import { AttendanceReportRequest } from '@tna/contracts';
import type { ReportColumn, ReportDefinition, ReportRow } from '../domain/report';
import { attendanceRate } from '../domain/attendance-rate';
import { employeeDayGroups, WEEKDAY_NAMES } from './employee-groups.util';
import { attendanceQuery } from './attendance.store';

const COUNT_COLUMNS: ReportColumn[] = [
  { key: 'scheduled', label: 'Scheduled', type: 'integer', width: 1, total: true },
  { key: 'present', label: 'Present', type: 'integer', width: 1, total: true },
  { key: 'absent', label: 'Absent', type: 'integer', width: 1, total: true },
  { key: 'onLeave', label: 'On leave', type: 'integer', width: 1, total: true },
  { key: 'late', label: 'Late', type: 'integer', width: 1, total: true },
  { key: 'rate', label: 'Attendance rate', type: 'percent', width: 1.5 },
];

const EMPLOYEE_COLUMNS: ReportColumn[] = [
  { key: 'employeeNumber', label: 'Employee no.', type: 'text', width: 1.4 },
  { key: 'name', label: 'Name', type: 'text', width: 1.8 },
];

const DAY_COLUMNS: ReportColumn[] = [
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'day', label: 'Day', type: 'text', width: 1.2 },
  { key: 'shift', label: 'Shift', type: 'text', width: 1.3 },
  { key: 'attendance', label: 'Attendance', type: 'text', width: 1.2 },
];

/** How one scheduled day is shown in the per-day listing. */
function dayAttendance(record: Record<string, unknown>): string {
  if (record.present) return record.late ? 'Present, late' : 'Present';
  return record.on_leave ? 'On leave' : 'Absent';
}

/** One scheduled day as a row whose counts are 0 or 1, so the employee's subtotal is the period's count. */
function dayRow(record: Record<string, unknown>, groups: string[]): ReportRow {
  const present = record.present === true;
  const onLeave = record.on_leave === true;
  return {
    groups,
    cells: {
      employeeNumber: String(record.employee_number),
      name: String(record.employee_name),
      date: String(record.shift_date),
      day: WEEKDAY_NAMES[Number(record.weekday)],
      shift: (record.shift_name as string | null) ?? '',
      attendance: dayAttendance(record),
      scheduled: 1,
      present: present ? 1 : 0,
      absent: present || onLeave ? 0 : 1,
      onLeave: onLeave ? 1 : 0,
      late: record.late === true ? 1 : 0,
      rate: null,
    },
  };
}

/**
 * Attendance (docs/reports.md): per employee the scheduled days of the period, how many were
 * present, absent, on leave and late, and the attendance rate, present over scheduled days not
 * on leave. With "include days" each employee is a group listing every scheduled day, closed by
 * a row with the employee's rate (the subtotal adds the counts; a rate does not add up).
 */
export const attendanceReport: ReportDefinition<AttendanceReportRequest> = {
  call: 'GenerateReportEmployeeAttendance',
  kind: 'attendance',
  title: 'Attendance',
  request: AttendanceReportRequest,
  layout: (options) => ({
    title: 'Attendance',
    orientation: options.includeDays ? 'landscape' : 'portrait',
    columns: [...EMPLOYEE_COLUMNS, ...(options.includeDays ? DAY_COLUMNS : []), ...COUNT_COLUMNS],
    notes: options.includeDays ? ['Each scheduled day listed'] : [],
  }),
  query: (options, context) => attendanceQuery(context.employeeIDs, context.from, context.to, context.groupBy, options.includeDays === true),
  row: (record, options, context) => {
    if (!options.includeDays) {
      const scheduled = Number(record.scheduled);
      const onLeave = Number(record.on_leave);
      return {
        groups: [String(record.group_title)],
        cells: {
          employeeNumber: String(record.employee_number),
          name: String(record.employee_name),
          scheduled,
          present: Number(record.present),
          absent: Number(record.absent),
          onLeave,
          late: Number(record.late),
          rate: attendanceRate(Number(record.present), scheduled, onLeave),
        },
      };
    }
    const groups = employeeDayGroups(record, context.groupBy);
    const day = dayRow(record, groups);
    if (record.last_day !== true) return day;
    const rate: ReportRow = {
      groups,
      cells: {
        employeeNumber: String(record.employee_number),
        name: String(record.employee_name),
        attendance: 'Attendance rate',
        rate: attendanceRate(Number(record.present_days), Number(record.scheduled_days), Number(record.leave_days)),
      },
    };
    return [day, rate];
  },
};
