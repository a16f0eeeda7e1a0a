import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { ReportRequest } from '../reports.dto';
import { DATE_ONLY, IsTimeZone } from '../validation.util';

/**
 * GenerateReportEmployeeEvacuation (docs/reports.md, "Evacuation"): who is on site at
 * `evacuateOn` `evacuateAt`, one instant for everyone: that wall time read in `timeZone` (the
 * site's, when it is not where the installation is), else in the installation's zone; from each
 * employee's last clocking at or before it.
 */
export class EvacuationReportRequest extends ReportRequest {
  @Matches(DATE_ONLY, { message: 'evacuateOn must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'evacuateOn must be a real date YYYY-MM-DD' })
  evacuateOn!: string;

  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'evacuateAt must be a time HH:mm' })
  evacuateAt!: string;

  /** The IANA zone `evacuateOn evacuateAt` is read in; the installation's (TNA_TIME_ZONE) when absent. */
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;
}
