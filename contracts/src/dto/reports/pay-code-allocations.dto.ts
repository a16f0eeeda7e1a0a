import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { ReportRequest } from '../reports.dto';
import { IsUUIDLowerCased } from '../validation.util';

/**
 * GenerateReportEmployeePayCodeAllocations (docs/reports.md, "Pay Code Allocations"): the minutes
 * payroll holds per employee and pay code for the days of the period; `payCodeIDs` keeps those
 * pay codes only.
 */
export class PayCodeAllocationsReportRequest extends ReportRequest {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUIDLowerCased({ each: true })
  payCodeIDs?: string[];
}
