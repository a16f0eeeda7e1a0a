import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

/** The files a report can be made as (product-spec-part2 §2): PDF, Excel (.xlsx) and Excel Text (tab-separated). */
export const REPORT_OUTPUTS = ['pdf', 'excel', 'excelText'] as const;
export type ReportOutput = (typeof REPORT_OUTPUTS)[number];

/** What a report's rows can be grouped by (product-spec-part2 §2), each with a group header and subtotals. */
export const REPORT_GROUPINGS = ['team', 'department', 'costCentre', 'shift', 'businessUnit', 'jobTitle', 'employeeNumber', 'surname'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest period one report covers, in days (from and to included). */
export const REPORT_MAX_DAYS = 366;

/**
 * The period and whom, as reports and graphs take them (docs/reports.md, "Employee selection"):
 * the employees by id, or a saved report filter; neither means every employee.
 */
export class EmployeePeriodSelection {
  @Matches(DATE_ONLY, { message: 'from must be a date YYYY-MM-DD' })
  from!: string;

  @Matches(DATE_ONLY, { message: 'to must be a date YYYY-MM-DD' })
  to!: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100_000)
  @IsUUIDLowerCased({ each: true })
  employeeIDs?: string[];

  @IsOptional()
  @IsUUIDLowerCased()
  reportFilterID?: string;
}

/**
 * What every Generate call takes (docs/reports.md): the period and whom, how rows are grouped,
 * the heading printed on each page and the file made. Each report's call adds its own options by
 * extending this class.
 */
export class ReportRequest extends EmployeePeriodSelection {
  @IsOptional()
  @IsIn(REPORT_GROUPINGS)
  groupBy?: ReportGrouping;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  heading?: string;

  @IsIn(REPORT_OUTPUTS)
  output!: ReportOutput;
}

/** The answer of every Generate call: the job that makes the file (GetJob?ID= follows it). */
export interface ReportStarted {
  jobID: string;
}

/** A finished report job's `result`: where to fetch the file, with the same session. */
export interface ReportFile {
  downloadUrl: string;
  fileName: string;
  contentType: string;
  bytes: number;
  rows: number;
}

/** The text the console shows when a report fails (product-spec-part1 §8); the cause goes to the log. */
export const REPORT_FAILURE_TEXT =
  'Report Generation Error: An error occurred while generating the report. Please try again later or contact support for further assistance.';

/** GetReportDefaults: what a report page needs of the installation: its zone (TNA_TIME_ZONE), for "now" as a wall time there. */
export interface ReportDefaults {
  timeZone: string;
}
