import { IsBoolean, IsOptional } from 'class-validator';
import { ReportRequest } from '../reports.dto';

/**
 * GenerateReportTimeTotals (docs/reports.md, "Employee Time Total"): each employee's normal,
 * overtime, no pay, short and leave minutes over the period. `includeDayOfWeek` splits each
 * employee into a row per weekday; `combineOvertime` gives one overtime column instead of one per
 * bucket; `excludeNoPay` leaves the no pay columns out.
 */
export class TimeTotalsReportRequest extends ReportRequest {
  @IsOptional()
  @IsBoolean()
  includeDayOfWeek?: boolean;

  @IsOptional()
  @IsBoolean()
  combineOvertime?: boolean;

  @IsOptional()
  @IsBoolean()
  excludeNoPay?: boolean;
}
