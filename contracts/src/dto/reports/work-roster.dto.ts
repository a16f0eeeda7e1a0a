import { ReportRequest } from '../reports.dto';

/** GenerateReportWorkRoster (docs/reports.md, "Work Roster"): each employee's planned shift per day, a week per line. */
export class WorkRosterReportRequest extends ReportRequest {}

/** GenerateEmployeeWorkRoster (docs/reports.md, "Employee Work Roster"): the selected employees' planned days, a day per line. */
export class EmployeeWorkRosterReportRequest extends ReportRequest {}
