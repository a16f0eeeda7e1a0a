import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean } from 'class-validator';
import { EmployeesDateRangeRequest } from './time-values.dto';
import { IsUUIDLowerCased } from './validation.util';

/** At most this many days in one HoursAuthorise. */
export const HOURS_AUTHORISE_MAX_IDS = 10_000;
/** At most this many calculated days set by one request: one transaction in payroll and one message per employee. */
export const HOURS_AUTHORISE_MAX_DAYS = 100_000;

/** HoursAuthorise: authorise (true) or unauthorise (false) the hours of the given calculated days. */
export class HoursAuthoriseRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(HOURS_AUTHORISE_MAX_IDS)
  @IsUUIDLowerCased({ each: true })
  employeeShiftsIDs: string[];

  @IsBoolean()
  authorise: boolean;
}

/** AuthUnAuthHoursEmplsDateRange: the same for every calculated day of the employees from `from` to `to`, inclusive. */
export class AuthUnAuthHoursRangeRequest extends EmployeesDateRangeRequest {
  @IsBoolean()
  authorise: boolean;
}

/**
 * What both calls answer. Done: `days` now in the asked state (changed or already so), and the
 * locked days left as they were. Refused: result 102 when the caller's own employee is among
 * the employees concerned; nothing is stored.
 */
export type HoursAuthorisationResult =
  | { resultCode: 102; resultText: string }
  | { authorise: boolean; days: number; lockedDays: number };
