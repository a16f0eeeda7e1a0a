import { IsIn, IsOptional } from 'class-validator';
import { ReportRequest } from '../reports.dto';

/** The reader types (api.scanners.type) the Reader Activity report can be limited to. */
export const READER_ACCESS_TYPES = ['T&A', 'Access Control'] as const;
export type ReaderAccessType = (typeof READER_ACCESS_TYPES)[number];

/**
 * GenerateReportEmployeeReaderActivity (docs/reports.md, "Reader Activity"): the selected
 * employees' clockings per reader on the days of the period (in each reader's zone);
 * `readerAccessType` keeps readers of that type only.
 */
export class ReaderActivityReportRequest extends ReportRequest {
  @IsOptional()
  @IsIn(READER_ACCESS_TYPES)
  readerAccessType?: ReaderAccessType;
}
