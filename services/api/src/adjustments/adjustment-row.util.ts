import { CLEARED_EXCEPTION, type Adjustment, type ShiftAdjustment } from '@tna/contracts';
import type { AdjustmentRow, ShiftAdjustmentRow } from './adjustments.store';

export function adjustmentOf(row: AdjustmentRow): Adjustment {
  return { ...row, sequence: Number(row.sequence), createdAt: row.createdAt.toISOString() };
}

export function shiftAdjustmentOf(row: ShiftAdjustmentRow): ShiftAdjustment {
  const exception = Number(row.exception) as ShiftAdjustment['exception'];
  return { ...row, exception, clearedStatus: CLEARED_EXCEPTION[exception], createdAt: row.createdAt.toISOString() };
}
