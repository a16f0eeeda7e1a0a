import { IsBoolean, IsOptional } from 'class-validator';
import { ReportRequest } from '../reports.dto';

/**
 * GenerateReportClockedTimes (product-spec-part2 §2, docs/reports.md "Clocked Times"): one row
 * per employee day with its clockings as in/out pairs and its time values.
 */
export class ClockedTimesReportRequest extends ReportRequest {
  /** "Hours authorised and exported": adds the day's authorised and exported marks. */
  @IsOptional()
  @IsBoolean()
  hoursAuthorisedAndExported?: boolean;
}
