import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { ReportRequest } from '../reports.dto';
import { REPORT_STATUS_CODES } from './shift-status.dto';

/**
 * What a Top-X Shift Status report ranks by (product-spec-part2 §2; docs/reports.md, "Top-X Shift
 * Status"): Time/Headcount, Incident/Headcount, No of Incidents, Time Value.
 */
export const TOPX_MEASURES = ['timeHeadcount', 'incidentHeadcount', 'incidents', 'timeValue'] as const;
export type TopXMeasure = (typeof TOPX_MEASURES)[number];

export const TOPX_MEASURE_LABELS: Readonly<Record<TopXMeasure, string>> = {
  timeHeadcount: 'Time/Headcount',
  incidentHeadcount: 'Incident/Headcount',
  incidents: 'No of Incidents',
  timeValue: 'Time Value',
};

export const MAX_TOPX = 1000;

/**
 * GenerateReportTopXShiftStatuses: the `topX` employees, or groups when the report is grouped by
 * an organisation unit or shift, with the highest `measure` over the chosen `statuses`.
 */
export class TopXShiftStatusReportRequest extends ReportRequest {
  @IsIn(TOPX_MEASURES)
  measure!: TopXMeasure;

  @IsArray()
  @ArrayMinSize(1, { message: 'statuses must name at least one clocking status code' })
  @ArrayMaxSize(REPORT_STATUS_CODES.length)
  @IsIn(REPORT_STATUS_CODES, { each: true, message: 'statuses must hold clocking status codes' })
  statuses!: number[];

  @IsInt({ message: 'topX must be a whole number' })
  @Min(1)
  @Max(MAX_TOPX)
  topX!: number;
}
