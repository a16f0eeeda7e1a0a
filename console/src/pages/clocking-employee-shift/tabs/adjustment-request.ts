import { MINUTES_PER_DAY, minutesOf, type AdjustmentKind, type CreateAdjustmentRequest, type NoPayType, type TimeValue } from '@tna/contracts';
import type { AdjustmentTypeOption } from '../../../queries/adjustments';

/** CreateAdjustment's body without the day it names. */
export type AdjustmentRequest = Omit<CreateAdjustmentRequest, 'employeeID' | 'date'>;

/** A create-adjustment dialog's choices, before they are checked. */
export interface AdjustmentForm {
  kind: AdjustmentKind;
  action: AdjustmentTypeOption['action'] | null;
  typeID: string;
  timeValue: TimeValue;
  toTimeValue: TimeValue;
  noPayType: NoPayType | null;
  time: string;
  over24Hours: boolean;
  reasonID: string;
  note: string;
}

/** Adding or deducting time, and transferring, name the time value they work on. */
export const needsTimeValue = (kind: AdjustmentKind, action: AdjustmentForm['action']) => kind === 'transfer' || (kind === 'time' && (action === 'addTime' || action === 'deductTime'));

/**
 * The form as a CreateAdjustment body, or the specification's message for what is missing
 * first, then what the form itself can tell. `noPayMinutes`, where one day is known, refuses
 * taking more no-pay than the day has; without it the engine answers per day (150).
 */
export function adjustmentRequestOf(form: AdjustmentForm, noPayMinutes?: (type: NoPayType) => number): { request: AdjustmentRequest } | { problem: string } {
  const { kind, action, noPayType } = form;
  if (kind === 'time' && action === null) return { problem: 'Select one of the Add/Deduct Time radio buttons' };
  if (kind === 'fromNoPay' && noPayType === null) return { problem: 'Select one of the No pay radio buttons' };
  const minutes = minutesOf(form.time);
  if (minutes === null || minutes === 0) return { problem: 'Enter the time as hours:minutes, e.g. 1:30' };
  if (minutes >= MINUTES_PER_DAY && !form.over24Hours) return { problem: "Times of 24:00 or more need the '>= 24 hrs' option" };
  if (kind === 'fromNoPay' && noPayMinutes && minutes > noPayMinutes(noPayType!)) return { problem: 'Select appropriate No Pay option' };
  if (kind === 'time' && form.typeID === '') return { problem: 'Select an adjustment type' };
  return {
    request: {
      kind,
      minutes,
      ...(kind === 'time' ? { adjustmentTypeID: form.typeID } : {}),
      ...(needsTimeValue(kind, action) ? { timeValue: form.timeValue } : {}),
      ...(kind === 'transfer' ? { toTimeValue: form.toTimeValue } : {}),
      ...(kind === 'fromNoPay' ? { noPayType: noPayType! } : {}),
      ...(form.reasonID ? { reasonID: form.reasonID } : {}),
      ...(form.note.trim() ? { note: form.note.trim() } : {}),
      ...(form.over24Hours ? { over24Hours: true } : {}),
    },
  };
}
