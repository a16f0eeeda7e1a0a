import { IsDateString, IsOptional, Matches, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import type { CLOCKING_RESULTS } from '../codes/result-codes';
import type { EmployeeShift } from './clocking.dto';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/** The furthest a manual clocking's date may lie from the employee's today, either way, in days. */
export const MANUAL_CLOCKING_MAX_DAYS_AWAY = 366;

/** A wall time `YYYY-MM-DDTHH:MM` on a real calendar date (no seconds, no offset). */
export function isWallTime(value: unknown): value is string {
  if (typeof value !== 'string' || !WALL_TIME.test(value)) return false;
  const date = new Date(`${value}:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function IsWallTime(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isWallTime',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a wall time YYYY-MM-DDTHH:MM in the employee's time zone`, ...options },
      validator: { validate: (value: unknown) => isWallTime(value) },
    });
}

/** The employee's day a manual clocking action works on. */
export class ManualClockingDayRequest {
  @IsUUIDLowerCased()
  employeeID: string;

  /** The shift's date (the day the clocking is for), in the employee's calendar. */
  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'date must be a date YYYY-MM-DD' })
  date: string;
}

/** CreateClockInOnly: `inAt` is required. */
export class ClockInRequest extends ManualClockingDayRequest {
  @IsWallTime()
  inAt: string;
}

/** CreateClockOutOnly: `outAt` is required. */
export class ClockOutRequest extends ManualClockingDayRequest {
  @IsWallTime()
  outAt: string;
}

/** CreateClockInOut and InsertClocking: `inAt`, `outAt` or both; with neither, `inAt` is named. */
export class ClockInOutRequest extends ManualClockingDayRequest {
  @ValidateIf((request: ClockInOutRequest) => request.inAt !== undefined || request.outAt === undefined)
  @IsWallTime({ message: 'inAt (or outAt) must be a wall time YYYY-MM-DDTHH:MM in the employee\'s time zone' })
  inAt?: string;

  @IsOptional()
  @IsWallTime()
  outAt?: string;
}

/** DeleteClocking: one manual clocking of the day, or with no id all of them. */
export class DeleteClockingRequest extends ManualClockingDayRequest {
  @IsOptional()
  @IsUUIDLowerCased()
  clockingID?: string;
}

export type ClockingResultCode = keyof typeof CLOCKING_RESULTS & number;

/** What the time engine answers for a manual clocking action (part 2 §8, clockings). */
export interface ManualClockingResult {
  resultCode: ClockingResultCode;
  resultText: string;
  employeeID: string;
  date: string;
  /** The clockings stored (create, insert) or deleted (delete); empty when the code refused the action. */
  clockingIDs: string[];
}

/** What the api answers: the time engine's result and the day as it now is (a GetEmployeeShifts row; null when the day has no record). */
export interface ManualClockingAnswer extends ManualClockingResult {
  shift: EmployeeShift | null;
}
