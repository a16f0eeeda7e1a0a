import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min, registerDecorator, type ValidationOptions } from 'class-validator';
import { CLOCKING_STATUS } from '../../codes/clocking-status';
import { ReportRequest } from '../reports.dto';

/** The clocking status codes a report can be asked about (contracts/src/codes/clocking-status.ts). */
export const REPORT_STATUS_CODES: readonly number[] = Object.values(CLOCKING_STATUS);

/** The most occurrences a status count range can name: one status a day over the longest period. */
export const MAX_STATUS_COUNT = 10_000;

/** `maxCount` no lower than `minCount` when both are given. */
function IsNotBelowMinCount(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBelowMinCount',
      target: target.constructor,
      propertyName,
      options: { message: 'maxCount must not be below minCount', ...options },
      validator: {
        validate(value: unknown, args) {
          const { minCount } = args?.object as ShiftStatusReportRequest;
          return typeof minCount !== 'number' || typeof value !== 'number' || value >= minCount;
        },
      },
    });
}

/**
 * GenerateReportShiftStatuses (docs/reports.md, "Shift Status"): every status each selected
 * employee's calculated days carry in the period, or only `statuses`; the status count range
 * keeps the employees whose number of such occurrences lies between `minCount` and `maxCount`.
 */
export class ShiftStatusReportRequest extends ReportRequest {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(REPORT_STATUS_CODES.length)
  @IsIn(REPORT_STATUS_CODES, { each: true, message: 'statuses must hold clocking status codes' })
  statuses?: number[];

  @IsOptional()
  @IsInt({ message: 'minCount must be a whole number' })
  @Min(0)
  @Max(MAX_STATUS_COUNT)
  minCount?: number;

  @IsOptional()
  @IsInt({ message: 'maxCount must be a whole number' })
  @Min(0)
  @Max(MAX_STATUS_COUNT)
  @IsNotBelowMinCount()
  maxCount?: number;
}
