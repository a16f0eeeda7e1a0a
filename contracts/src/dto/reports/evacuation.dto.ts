import { IsISO8601, Matches } from 'class-validator';
import { ReportRequest } from '../reports.dto';
import { DATE_ONLY } from '../validation.util';

/**
 * GenerateReportEmployeeEvacuation (docs/reports.md, "Evacuation"): who is on site at
 * `evacuateOn` `evacuateAt`, read as a wall time in each employee's zone (the company's for an
 * employee without one), from each employee's last clocking at or before it.
 */
export class EvacuationReportRequest extends ReportRequest {
  @Matches(DATE_ONLY, { message: 'evacuateOn must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'evacuateOn must be a real date YYYY-MM-DD' })
  evacuateOn!: string;

  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'evacuateAt must be a time HH:mm' })
  evacuateAt!: string;
}
