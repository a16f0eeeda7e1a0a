import { IsBoolean, IsOptional } from 'class-validator';
import { ReportRequest } from '../reports.dto';

/**
 * GenerateReportEmployeeAttendance (docs/reports.md, "Attendance"): per employee the days
 * scheduled, present, absent, on leave and late, and the attendance rate; `includeDays` lists
 * each scheduled day under its employee as well.
 */
export class AttendanceReportRequest extends ReportRequest {
  @IsOptional()
  @IsBoolean()
  includeDays?: boolean;
}
