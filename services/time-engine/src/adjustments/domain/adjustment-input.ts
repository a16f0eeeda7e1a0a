import type { AdjustmentKind, AdjustmentTypeAction, NoPayType, TimeValue } from '@tna/contracts';
import type { AdjustmentAction, TimeAdjustment, TimeValueName } from '../../domain';

/** A time adjustment as stored. */
export interface StoredAdjustment {
  readonly action: AdjustmentAction;
  readonly minutes: number;
  readonly timeValue: TimeValue | null;
  readonly toTimeValue: TimeValue | null;
  readonly noPayType: NoPayType | null;
}

const TYPE_ACTION: Readonly<Record<AdjustmentTypeAction, AdjustmentAction>> = {
  none: 'none',
  addTime: 'add',
  deductTime: 'deduct',
  deductMakeUpTime: 'deductMakeUp',
  deductShortTimeCarriedOver: 'deductCarried',
};

/** What the engine does with an adjustment of this kind (and, for `time`, of this type's action). */
export function engineAction(kind: AdjustmentKind, typeAction: AdjustmentTypeAction | null): AdjustmentAction {
  return kind === 'time' ? TYPE_ACTION[typeAction ?? 'none'] : kind;
}

/** `normal` stays; `overtimeN` is bucket `'N'`. */
export function engineValue(value: TimeValue): TimeValueName {
  return value === 'normal' ? 'normal' : (value.slice('overtime'.length) as TimeValueName);
}

/** The engine's input (TIME-ENGINE.md §10.1) for a stored adjustment. */
export function timeAdjustmentOf(stored: StoredAdjustment): TimeAdjustment {
  return {
    action: stored.action,
    minutes: stored.minutes,
    ...(stored.timeValue !== null ? { value: engineValue(stored.timeValue) } : {}),
    ...(stored.toTimeValue !== null ? { toValue: engineValue(stored.toTimeValue) } : {}),
    ...(stored.noPayType !== null ? { noPayType: stored.noPayType } : {}),
  };
}
