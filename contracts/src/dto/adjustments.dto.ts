import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import type { EmployeeShift } from './clocking.dto';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

/**
 * Time adjustments and shift adjustments (part 2 §2, §3, §8; TIME-ENGINE.md §8, §10).
 * `time`: the adjustment type's action; `fromNoPay`: no-pay becomes normal time;
 * `futureOvertime`: overtime approved ahead; `transfer`: minutes move between two values.
 */
export const ADJUSTMENT_KINDS = ['time', 'fromNoPay', 'futureOvertime', 'transfer'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The actions of an adjustment type (Adjustment Type setup). */
export type AdjustmentTypeAction = 'none' | 'addTime' | 'deductTime' | 'deductMakeUpTime' | 'deductShortTimeCarriedOver';

/** Normal time or an overtime bucket 1..10. */
export const TIME_VALUES = ['normal', ...Array.from({ length: 10 }, (_, i) => `overtime${i + 1}`)] as readonly string[];
export type TimeValue = 'normal' | `overtime${number}`;

export const NO_PAY_TYPES = ['NP', 'NPB', 'NPA'] as const;
export type NoPayType = (typeof NO_PAY_TYPES)[number];

/** Below a day unless the '>= 24 hrs' option is chosen. */
export const MINUTES_PER_DAY = 1440;
/** The longest adjustment: 99:59, the most an hours:minutes field holds. */
export const MAX_ADJUSTMENT_MINUTES = 99 * 60 + 59;


/** Minutes of 24:00 or more need `over24Hours` (the '>= 24 hrs' option). */
function IsAdjustmentTime(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAdjustmentTime',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate(value: unknown, args) {
          const over24Hours = (args?.object as CreateAdjustmentRequest).over24Hours === true;
          return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= (over24Hours ? MAX_ADJUSTMENT_MINUTES : MINUTES_PER_DAY - 1);
        },
        defaultMessage(args) {
          const over24Hours = (args?.object as CreateAdjustmentRequest).over24Hours === true;
          return over24Hours
            ? `minutes must be a whole number from 1 to ${MAX_ADJUSTMENT_MINUTES} (99:59)`
            : "minutes must be a whole number from 1 to 1439 (23:59); choose '>= 24 hrs' for more";
        },
      },
    });
}

/** A day named by employee and date, for a day with no shift row to name yet. */
class EmployeeDayFields {
  @IsOptional()
  @IsUUIDLowerCased()
  employeeID?: string;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'date must be a date YYYY-MM-DD' })
  date?: string;
}

/**
 * CreateAdjustment: the day is `EmployeeShiftsID` in the query, or `employeeID` and `date` here
 * for a day with no shift row yet (code 10).
 */
export class CreateAdjustmentRequest extends EmployeeDayFields {
  @IsIn(ADJUSTMENT_KINDS, { message: `kind must be one of ${ADJUSTMENT_KINDS.join(', ')}` })
  kind: AdjustmentKind;

  @IsAdjustmentTime()
  minutes: number;

  /** Needed for `time`; its action decides what the adjustment does. */
  @ValidateIf((request: CreateAdjustmentRequest) => request.kind === 'time' || request.adjustmentTypeID !== undefined)
  @IsUUIDLowerCased({ message: 'adjustmentTypeID must be the id of an adjustment type' })
  adjustmentTypeID?: string;

  /** The value added to or deducted from (`time`), or the source of a `transfer`. */
  @ValidateIf((request: CreateAdjustmentRequest) => request.kind === 'transfer' || request.timeValue !== undefined)
  @IsIn(TIME_VALUES, { message: 'timeValue must be normal or overtime1..overtime10' })
  timeValue?: TimeValue;

  @ValidateIf((request: CreateAdjustmentRequest) => request.kind === 'transfer' || request.toTimeValue !== undefined)
  @IsIn(TIME_VALUES, { message: 'toTimeValue must be normal or overtime1..overtime10' })
  toTimeValue?: TimeValue;

  @ValidateIf((request: CreateAdjustmentRequest) => request.kind === 'fromNoPay' || request.noPayType !== undefined)
  @IsIn(NO_PAY_TYPES, { message: 'noPayType must be NP, NPB or NPA' })
  noPayType?: NoPayType;

  /** A Shift Adjustment Reason. */
  @IsOptional()
  @IsUUIDLowerCased()
  reasonID?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;

  @IsOptional()
  @IsBoolean()
  over24Hours?: boolean;
}

/** What the api hands the time engine: the request and the day it names. */
export interface CreateAdjustmentCommand {
  request: CreateAdjustmentRequest;
  employeeShiftID?: string;
}

export type CreateAdjustmentCode = 1 | 10 | 20 | 100 | 110 | 120 | 130 | 140 | 150 | 160 | 165 | 200;

/** The time engine's answer: the code, the adjustment (null when refused) and the day it is on. */
export interface CreateAdjustmentOutcome {
  resultCode: CreateAdjustmentCode;
  resultText: string;
  id: string | null;
  employeeID: string | null;
  shiftDate: string | null;
}

/** CreateAdjustment's answer: the outcome and the day as recalculated (null while it has no row). */
export interface CreateAdjustmentResult extends CreateAdjustmentOutcome {
  shift: EmployeeShift | null;
}

/** DeleteAdjustment: one adjustment (`id`), or every adjustment of a day (no `id`). */
export class DeleteAdjustmentRequest extends EmployeeDayFields {
  @IsOptional()
  @IsUUIDLowerCased()
  id?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  employeeShiftID?: string;
}

/** 2 deleted (one), 3 records deleted (a day's), 11 no such adjustment, 100 no shift record, 200 locked. */
export interface DeleteAdjustmentOutcome {
  resultCode: 2 | 3 | 11 | 100 | 200;
  resultText: string;
  deleted: number;
  employeeID: string | null;
  shiftDate: string | null;
}

export interface DeleteAdjustmentResult extends DeleteAdjustmentOutcome {
  shift: EmployeeShift | null;
}

/** A stored time adjustment (GetEmployeeShiftAdjustments, GetAdjustment_Details). */
export interface Adjustment {
  id: string;
  employeeID: string;
  shiftDate: string;
  /** The day's row when the adjustment was made; null for a day that had none (code 10). */
  employeeShiftID: string | null;
  kind: AdjustmentKind;
  /** What the engine does with it (TIME-ENGINE.md §10.1). */
  action: 'none' | 'add' | 'deduct' | 'deductMakeUp' | 'deductCarried' | 'fromNoPay' | 'futureOvertime' | 'transfer';
  minutes: number;
  timeValue: TimeValue | null;
  toTimeValue: TimeValue | null;
  noPayType: NoPayType | null;
  adjustmentTypeID: string | null;
  adjustmentTypeName: string | null;
  reasonID: string | null;
  reasonName: string | null;
  note: string | null;
  over24Hours: boolean;
  /** Applied in this order, lowest first. */
  sequence: number;
  createdBy: string | null;
  createdAt: string;
}

/** The exceptions a shift adjustment clears, and the status each becomes (TIME-ENGINE.md §8). */
export const CLEARED_EXCEPTION = { 100: 108, 103: 109, 107: 110, 104: 111, 106: 112 } as const;
export type ClearableException = keyof typeof CLEARED_EXCEPTION;
export const CLEARABLE_EXCEPTIONS = [100, 103, 104, 106, 107] as const;

/** CreateShiftAdjustment (query EmployeeShiftsID): clears one exception of the day with a reason. */
export class CreateShiftAdjustmentRequest {
  @IsInt()
  @IsIn(CLEARABLE_EXCEPTIONS, { message: 'exception must be 100, 103, 104, 106 or 107' })
  exception: ClearableException;

  /** A Shift Adjustment Reason. */
  @IsUUIDLowerCased({ message: 'reasonID must be the id of a shift adjustment reason' })
  reasonID: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export interface CreateShiftAdjustmentCommand {
  request: CreateShiftAdjustmentRequest;
  employeeShiftID: string;
}

/** DeleteShiftAdjustment: the exception comes back. */
export class DeleteShiftAdjustmentRequest {
  @IsUUIDLowerCased()
  id: string;
}

/** 1 created, 2 deleted, 11 no such shift adjustment, 100 no shift record, 200 locked. */
export interface ShiftAdjustmentOutcome {
  resultCode: 1 | 2 | 11 | 100 | 200;
  resultText: string;
  id: string | null;
  employeeID: string | null;
  shiftDate: string | null;
}

export interface ShiftAdjustmentResult extends ShiftAdjustmentOutcome {
  shift: EmployeeShift | null;
}

/** A stored shift adjustment (GetEmployeeShiftShiftAdjustments). */
export interface ShiftAdjustment {
  id: string;
  employeeID: string;
  shiftDate: string;
  employeeShiftID: string;
  exception: ClearableException;
  /** The status the exception becomes: 108..112. */
  clearedStatus: number;
  reasonID: string;
  reasonName: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** What each action of a time adjustment is called, on the clocking screen and in the Adjustments report. */
export const ADJUSTMENT_ACTION_TEXT: Readonly<Record<Adjustment['action'], string>> = {
  none: 'None',
  add: 'Add / pay time',
  deduct: 'Deduct time',
  deductMakeUp: 'Deduct make-up time',
  deductCarried: 'Deduct short time carried over',
  fromNoPay: 'From no pay',
  futureOvertime: 'Approved future overtime',
  transfer: 'Transfer time',
};

/** The kinds of no pay as people read them. */
export const NO_PAY_TYPE_TEXT: Readonly<Record<NoPayType, string>> = { NP: 'NP', NPB: 'NP B (before)', NPA: 'NP A (after)' };

/** A time value as people read it: 'normal' → 'Normal', 'overtime3' → 'Overtime 3'; none → ''. */
export function timeValueText(value: string | null): string {
  if (value === null) return '';
  return value === 'normal' ? 'Normal' : `Overtime ${value.slice('overtime'.length)}`;
}

/** Minutes as the screens show them: h:mm. */
export function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `h:mm` or `hh:mm` to minutes; null when it is not one. */
export function minutesOf(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
