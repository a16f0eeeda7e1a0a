import { fromTenThousandths, inLedgerOrder, toTenThousandths, type LedgerAction } from '../../ledger/domain/ledger';
import type { AccrualPosting, AccrualRule } from './accrual.types';

/** An accrual or year-end entry the ledger already holds (source kind 'accrual' or 'yearEnd'), in the order written. */
export interface HeldAccrualEntry {
  date: string;
  action: LedgerAction;
  amount: number;
  periodEnd: string | null;
}

/** An entry the accrual job writes. */
export interface AccrualLedgerEntry {
  date: string;
  action: LedgerAction;
  amount: number;
  sourceKind: 'accrual' | 'yearEnd';
  /** Unique per employee and leave type: writing it twice writes it once. */
  sourceKey: string;
  leaveRuleID: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * What one posting stands for: a period's accrual (keyed by the period's last day), a year's
 * Leave Lost (31 December) or a year's carry (dated 1 January of the next year).
 */
interface Slot {
  kind: 'accrual' | 'lost' | 'carry';
  /** The period's last day, or the year ended. */
  name: string;
}

function slotOf(entry: { date: string; action: LedgerAction; periodEnd: string | null }): Slot | undefined {
  if (entry.action === 1) return { kind: 'accrual', name: entry.periodEnd ?? entry.date };
  if (entry.action === 5) return { kind: 'lost', name: entry.date.slice(0, 4) };
  if (entry.action === 4) return { kind: 'carry', name: String(Number(entry.date.slice(0, 4)) - 1) };
  return undefined;
}

const slotKey = (slot: Slot) => `${slot.kind}:${slot.name}`;

/**
 * The entries that make the ledger hold what the accrual says should exist, from `from` on
 * (LEAVE.md §2: idempotent, corrections are new entries):
 * - a slot the ledger holds nothing for gets its posting, keyed `accrual:<ruleID|none>:<periodEnd>`,
 *   `lost:<year>` or `carry:<year>`;
 * - an accrual or Leave Lost whose held entries add up to another amount gets the difference
 *   as a correction `<slot>:c<n>` (n: how many entries the slot already has), also when the
 *   accrual now says nothing for it (the difference is then what was held, reversed);
 * - a carry is an anchor, so its correction is a new anchor of the whole new amount (the one
 *   written last wins within the day); a carry that no longer exists is re-anchored at 0.
 * Postings dated before `from` are left as they are. The entries come in ledger order.
 */
export function accrualLedgerChanges(expected: readonly AccrualPosting[], held: readonly HeldAccrualEntry[], rules: readonly AccrualRule[], from: string): AccrualLedgerEntry[] {
  const heldBySlot = new Map<string, HeldAccrualEntry[]>();
  for (const entry of held) {
    const slot = slotOf(entry);
    if (slot === undefined || entry.date < from) continue;
    const key = slotKey(slot);
    const entries = heldBySlot.get(key) ?? [];
    heldBySlot.set(key, entries);
    entries.push(entry);
  }
  const changes: AccrualLedgerEntry[] = [];
  const seen = new Set<string>();
  for (const posting of expected) {
    const slot = slotOf(posting);
    if (slot === undefined || posting.date < from) continue;
    const key = slotKey(slot);
    seen.add(key);
    const change = changeFor(slot, posting, heldBySlot.get(key) ?? [], posting.ruleIndex === null ? null : (rules[posting.ruleIndex]?.id ?? null));
    if (change) changes.push(change);
  }
  for (const [key, entries] of heldBySlot) {
    if (seen.has(key)) continue;
    const change = changeFor(slotOf(entries[0])!, undefined, entries, null);
    if (change) changes.push(change);
  }
  return inLedgerOrder(changes);
}

function changeFor(slot: Slot, posting: AccrualPosting | undefined, held: readonly HeldAccrualEntry[], ruleID: string | null): AccrualLedgerEntry | undefined {
  const first = held.length === 0;
  const sourceKind = slot.kind === 'accrual' ? 'accrual' : 'yearEnd';
  const base = posting ?? held[0];
  const entry = (amount: number, sourceKey: string): AccrualLedgerEntry => ({
    date: base.date,
    action: base.action,
    amount,
    sourceKind,
    sourceKey,
    leaveRuleID: ruleID,
    periodStart: posting?.periodStart ?? null,
    periodEnd: slot.kind === 'accrual' ? slot.name : null,
  });
  const correctionKey = `${slotKey(slot)}:c${held.length}`;
  if (slot.kind === 'carry') {
    const wanted = toTenThousandths(posting?.amount ?? 0);
    if (!first && toTenThousandths(held[held.length - 1].amount) === wanted) return undefined;
    if (first && posting === undefined) return undefined;
    return entry(fromTenThousandths(wanted), first ? `carry:${slot.name}` : correctionKey);
  }
  const difference = toTenThousandths(posting?.amount ?? 0) - held.reduce((sum, entry) => sum + toTenThousandths(entry.amount), 0);
  if (difference === 0) return undefined;
  const firstKey = slot.kind === 'accrual' ? `accrual:${ruleID ?? 'none'}:${slot.name}` : `lost:${slot.name}`;
  return entry(fromTenThousandths(difference), first ? firstKey : correctionKey);
}
