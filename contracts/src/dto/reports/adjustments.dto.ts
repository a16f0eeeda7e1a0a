import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, registerDecorator, type ValidationOptions } from 'class-validator';
import { ReportRequest } from '../reports.dto';
import { IsUUIDLowerCased } from '../validation.util';

/** The highest adjustment count the count range takes. */
export const ADJUSTMENT_COUNT_MAX = 100_000;

/** A number not below the request's `other` field (when both are given). */
function IsNotBelow(other: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBelow',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must not be below ${other}`, ...options },
      constraints: [other],
      validator: {
        validate(value: unknown, args) {
          const bound = (args?.object as Record<string, unknown>)[other];
          return typeof value !== 'number' || typeof bound !== 'number' || value >= bound;
        },
      },
    });
}

/**
 * GenerateReportAdjustments (docs/reports.md, "Adjustments"): the time adjustments and shift
 * adjustments on the days of the period. `adjustmentTypeIDs` keeps only time adjustments of those
 * Adjustment Types (shift adjustments and adjustments without a type then drop out);
 * `countFrom`/`countTo` keep only employees with that many listed adjustments in the period.
 */
export class AdjustmentsReportRequest extends ReportRequest {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUIDLowerCased({ each: true })
  adjustmentTypeIDs?: string[];

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(ADJUSTMENT_COUNT_MAX)
  countFrom?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(ADJUSTMENT_COUNT_MAX)
  @IsNotBelow('countFrom')
  countTo?: number;
}
