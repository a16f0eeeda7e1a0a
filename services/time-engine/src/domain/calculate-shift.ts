import { formatMinute } from './clock';
import {
  breakDeductions,
  type ExpectedBounds,
  explainAbsence,
  explainAdjustedClocking,
  explainOutsideWindow,
  explainPairing,
  explainSchedule,
  explainWorkedPairs,
  type MinuteExplanation,
  newExplanation,
} from './day-explanation';
import { allOutsideWindow, type DayWindow, shiftWindow } from './day-window';
import { adjustFirstIn, adjustLastOut, graceSnapIn, graceSnapOut } from './grace-rounding';
import { type AdjustableFigures, applyAdjustments } from './adjustments';
import { emptyLedger, type MakeUpOutcome, makeUpShortTime, splitNoPay } from './make-up';
import {
  applyOvertimeLimits,
  type Buckets,
  emptyBuckets,
  fillOvertimeTiers,
  nonZeroBucketCount,
  overtimeRecord,
  totalOvertime,
} from './overtime';
import { type Pairing, pairClockings, withoutDuplicates } from './pairing';
import { CLEARED_STATUS, STATUS, statusText } from './statuses';
import { measureWorkedTime, unpaidBreakMinutes } from './time-values';
import type { Clocking, ExplainTrace, Minute, NoPay, PlacedShift, RoundingType, ShiftDayInput, ShiftResult } from './types';
import { assertValidShiftDayInput } from './validate-input';

/** On a day off an open pair turns from "clocked in" into "no OUT" 12 hours after its IN. */
export const DAY_OFF_OPEN_PAIR_MINUTES = 720;

/** Receives the structured explanation of a calculation (GetTimeCalculationMethod's timeline). */
export interface ExplanationOut {
  explanation?: MinuteExplanation;
}

/**
 * Calculates one employee-day (TIME-ENGINE.md §3–§8, then the time adjustments of §10).
 * Pure: "now" is part of the input. Throws InvalidShiftInputError on input it cannot calculate;
 * batch callers use calculateShiftSafe. Pass `explain` to receive a line for each step, `detail`
 * to receive the same steps structured.
 */
export function calculateShift(input: ShiftDayInput, explain?: ExplainTrace, detail?: ExplanationOut): ShiftResult {
  return calculateDay(input, explain, detail).result;
}

/** A calculated day and the figures its adjustments left, make-up ledger included. */
export interface CalculatedDay {
  readonly result: ShiftResult;
  readonly figures: AdjustableFigures;
}

/** calculateShift, also answering the figures a further adjustment would work on. */
export function calculateDay(input: ShiftDayInput, explain?: ExplainTrace, detail?: ExplanationOut): CalculatedDay {
  assertValidShiftDayInput(input);
  const clockings = withoutDuplicates(input.clockings);
  if (explain) explainClockings(input.clockings, clockings, explain);
  const sheet = detail ? newExplanation(input.now, input.clockings, clockings) : undefined;
  if (sheet) sheet.minutes.carriedShortIn = input.carriedShortIn;
  const day =
    input.shift === null
      ? calculateDayOff(input, clockings, explain, sheet)
      : calculateScheduledDay(input, input.shift, clockings, explain, sheet);
  if (detail && sheet) detail.explanation = sheet;
  return day;
}

export type CalculationOutcome =
  | { readonly ok: true; readonly result: ShiftResult }
  | { readonly ok: false; readonly result: ShiftResult; readonly error: Error };

/**
 * For batches: a day that cannot be calculated gets status 1000 and its error instead of
 * stopping the other days; carried short time passes through so the next day still gets it.
 */
export function calculateShiftSafe(input: ShiftDayInput, explain?: ExplainTrace, detail?: ExplanationOut): CalculationOutcome {
  try {
    return { ok: true, result: calculateShift(input, explain, detail) };
  } catch (caught) {
    if (detail) delete detail.explanation;
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const carried = Number.isInteger(input.carriedShortIn) && input.carriedShortIn > 0 ? input.carriedShortIn : 0;
    const result: ShiftResult = { normal: 0, overtime: {}, short: 0, noPay: noNoPay(), carriedShortOut: carried, breakDeducted: 0, leaveMinutes: 0, statuses: [STATUS.calculationError] };
    return { ok: false, error, result };
  }
}

function calculateDayOff(input: ShiftDayInput, clockings: readonly Clocking[], explain: ExplainTrace | undefined, sheet: MinuteExplanation | undefined): CalculatedDay {
  explain?.push('day: day off (no shift): all worked time is overtime in bucket 1');
  if (clockings.length === 0) return finishDay(input, null, [STATUS.dayOff], dayFigures(input, null, 0, {}), explain, sheet);
  const statuses: number[] = [STATUS.clockedOnOffDay];
  const pairs = pairClockings(clockings, input.filo);
  const openLimit = pairs.openIn === null ? 0 : pairs.openIn + DAY_OFF_OPEN_PAIR_MINUTES;
  pushPairingStatuses(statuses, pairs, input.now < openLimit);
  if (explain) explainPairs(pairs, explain, `open pair limit IN + 12h = ${formatMinute(openLimit)}`);
  if (sheet) {
    explainPairing(sheet, pairs);
    explainWorkedPairs(sheet, pairs, null, null, Math.min(input.now, openLimit), NO_GAPS);
  }
  let worked = 0;
  for (let pair = 0; pair < pairs.ins.length; pair++) worked += Math.max(0, pairs.outs[pair] - pairs.ins[pair]);
  const buckets = emptyBuckets();
  buckets[1] = worked;
  explain?.push(`overtime: ${worked} worked minutes into bucket 1`);
  const normal = input.overtimeLimit === null ? 0 : applyOvertimeLimits(buckets, input.overtimeLimit, explain);
  if (explain && input.overtimeLimit !== null) explain.push(`after limits: ${describeBuckets(buckets)}, normal ${normal}`);
  explain?.push(`carried short time passes through: ${input.carriedShortIn}`);
  if (sheet) {
    sheet.minutes.overtimeCandidates = worked;
    sheet.minutes.limitOverflowToNormal = normal;
  }
  return finishDay(input, null, statuses, dayFigures(input, null, 0, { normal, buckets }), explain, sheet);
}

function calculateScheduledDay(
  input: ShiftDayInput,
  shift: PlacedShift,
  clockings: readonly Clocking[],
  explain: ExplainTrace | undefined,
  sheet: MinuteExplanation | undefined,
): CalculatedDay {
  const leave = input.leave;
  const fullLeave = leave !== null && leave.kind === 'full';
  const partialLeave = leave !== null && leave.kind === 'partial' ? leave : null;
  const leaveMinutes = fullLeave ? shift.targetMinutes : partialLeave ? partialLeave.minutes : 0;
  const target = fullLeave ? 0 : Math.max(0, shift.targetMinutes - leaveMinutes);
  const flexi = shift.flexi;
  const window = shiftWindow(shift);
  const over = input.now >= window.end;
  if (explain) explainDay(input, shift, window, over, leaveMinutes, target, explain);
  // Partial leave moves the start bounds later or the end bounds earlier (§4). A fixed shift's
  // earliest and latest start are both S, its earliest and latest end both E.
  const beginMinutes = partialLeave !== null && partialLeave.position === 'BEGIN' ? partialLeave.minutes : 0;
  const endMinutes = partialLeave !== null && partialLeave.position === 'END' ? partialLeave.minutes : 0;
  const earliestStart = (flexi ? flexi.earliestStart : shift.start) + beginMinutes;
  const latestStart = (flexi ? flexi.latestStart : shift.start) + beginMinutes;
  const earliestEnd = (flexi ? flexi.earliestEnd : shift.end) - endMinutes;
  const latestEnd = (flexi ? flexi.latestEnd : shift.end) - endMinutes;
  const bounds: ExpectedBounds = { earliestStart, latestStart, earliestEnd, latestEnd };
  if (sheet) {
    explainSchedule(sheet, shift, window, over, bounds);
    sheet.minutes.target = target;
    sheet.minutes.leaveMinutes = leaveMinutes;
  }

  const statuses: number[] = [];
  if (fullLeave) statuses.push(clockings.length === 0 ? STATUS.onLeave : STATUS.clockedOnLeaveDay);
  if (partialLeave) statuses.push(STATUS.partialLeave);

  if (clockings.length === 0) {
    if (!over || fullLeave) {
      if (statuses.length === 0) statuses.push(STATUS.waitingFurtherAction);
      explain?.push(over ? 'no clockings on a full-day leave day' : 'no clockings yet and the shift is not over: nothing decided');
      return finishDay(input, shift, statuses, dayFigures(input, shift, leaveMinutes, {}), explain, sheet);
    }
    statuses.push(STATUS.awol);
    return absentDay(input, shift, bounds, statuses, target, leaveMinutes, 'no clockings and the shift is over', explain, sheet);
  }
  if (allOutsideWindow(clockings, window)) {
    statuses.push(STATUS.wrongShift);
    if (sheet) explainOutsideWindow(sheet);
    return absentDay(input, shift, bounds, statuses, target, leaveMinutes, 'every clocking lies outside the window', explain, sheet);
  }

  const pairs = pairClockings(clockings, input.filo);
  if (sheet) explainPairing(sheet, pairs);
  pushPairingStatuses(statuses, pairs, !over);
  if (explain) explainPairs(pairs, explain, `shift over at ${formatMinute(window.end)}`);
  const openPair = pairs.openIn !== null;
  const pairCount = pairs.ins.length;
  const inProgress = openPair && !over;


  // Worked pairs use i′ and o′ in place of the raw first IN and last OUT (§5): the pairing's
  // arrays are this call's own, so they are adjusted in place.
  let lateness = 0;
  let earlyOut = 0;
  const firstIn = pairCount > 0 ? pairs.ins[0] : pairs.openIn;
  if (firstIn !== null) {
    const adjustedIn = adjustFirstIn(firstIn, earliestStart, latestStart, shift.grace, shift.roundingIn);
    if (pairCount > 0) pairs.ins[0] = adjustedIn;
    if (sheet && pairCount > 0) explainAdjustedClocking(sheet, firstIn, adjustedIn, graceSnapIn(firstIn, earliestStart, latestStart, shift.grace) !== null);
    if (!fullLeave) {
      if (adjustedIn > latestStart) {
        statuses.push(STATUS.lateIn);
        lateness = adjustedIn - latestStart;
      } else if (adjustedIn < earliestStart) {
        statuses.push(STATUS.earlyIn);
      }
    }
    if (explain) {
      const verdict = fullLeave ? 'not judged on full-day leave' : lateness > 0 ? `late in (103) by ${lateness}` : adjustedIn < earliestStart ? 'early in (104)' : 'on time';
      explainAdjustment('first IN', firstIn, adjustedIn, graceSnapIn(firstIn, earliestStart, latestStart, shift.grace), shift.roundingIn, verdict, explain);
    }
  }
  // The last OUT is the day's final clocking only when every pair is closed; with a pair left
  // open the earlier OUTs are mid-day clockings and keep their raw times.
  if (!openPair && pairCount > 0) {
    const lastOut = pairs.outs[pairCount - 1];
    const adjustedOut = adjustLastOut(lastOut, earliestEnd, latestEnd, shift.grace, shift.roundingOut);
    pairs.outs[pairCount - 1] = adjustedOut;
    if (sheet) explainAdjustedClocking(sheet, lastOut, adjustedOut, graceSnapOut(lastOut, earliestEnd, latestEnd, shift.grace) !== null);
    if (!fullLeave) {
      if (adjustedOut < earliestEnd) {
        statuses.push(STATUS.earlyOut);
        earlyOut = earliestEnd - adjustedOut;
      } else if (adjustedOut > latestEnd) {
        statuses.push(STATUS.lateOut);
      }
    }
    if (explain) {
      const verdict = fullLeave ? 'not judged on full-day leave' : earlyOut > 0 ? `early out (106) by ${earlyOut}` : adjustedOut > latestEnd ? 'late out (107)' : 'on time';
      explainAdjustment('last OUT', lastOut, adjustedOut, graceSnapOut(lastOut, earliestEnd, latestEnd, shift.grace), shift.roundingOut, verdict, explain);
    }
  }

  const worked = measureWorkedTime(pairs.ins, pairs.outs, earliestStart, latestEnd);
  const breakDeducted = unpaidBreakMinutes(pairs.ins, pairs.outs, shift.breaks, worked.inside);
  const net = worked.inside - breakDeducted;
  let normal = shift.noTargetHours ? net : Math.min(net, target);
  const preShift = shift.preShiftOvertime ? worked.before : 0;
  const candidates = net - normal + worked.after + preShift;
  if (sheet) {
    explainWorkedPairs(sheet, pairs, bounds, shift, Math.min(input.now, window.end), {
      lateFrom: latestStart,
      lateTo: latestStart + lateness,
      earlyFrom: earliestEnd - earlyOut,
      earlyTo: earliestEnd,
    });
    sheet.breaks = breakDeductions(shift, pairs, worked.inside);
    Object.assign(sheet.minutes, { inside: worked.inside, before: worked.before, after: worked.after, beforeCounted: shift.preShiftOvertime, overtimeCandidates: candidates });
  }
  if (explain) {
    explain.push(
      `time values in ${formatMinute(earliestStart)}–${formatMinute(latestEnd)}: inside ${worked.inside}, before ${worked.before}, after ${worked.after}`,
    );
    explainBreaks(pairs, shift, worked.inside, breakDeducted, explain);
    explain.push(
      shift.noTargetHours
        ? `normal: no target hours, inside − breaks = ${normal}`
        : `normal: min(inside − breaks ${net}, target ${target}) = ${normal}`,
      `overtime candidates: ${net - normal} beyond target + ${worked.after} after + ${preShift} before ` +
        `(${shift.preShiftOvertime ? 'pre-shift overtime allowed' : 'no pre-shift overtime'}) = ${candidates}`,
    );
  }
  const buckets = emptyBuckets();
  fillOvertimeTiers(candidates, shift.overtimeTiers, buckets);
  if (explain) explain.push(`tiers: ${describeBuckets(buckets)}${shift.overtimeTiers.length === 0 ? ' (no tiers: all in bucket 1)' : ''}`);
  if (input.overtimeLimit !== null) {
    const overflow = applyOvertimeLimits(buckets, input.overtimeLimit, explain);
    normal += overflow;
    if (sheet) sheet.minutes.limitOverflowToNormal = overflow;
    if (explain) explain.push(`after limits: ${describeBuckets(buckets)}, normal ${normal}`);
  }

  if (inProgress) {
    explain?.push('in progress (a pair is open and the shift is not over): no short time, no no-pay; carried short time passes through');
    return finishDay(input, shift, statuses, dayFigures(input, shift, leaveMinutes, { normal, buckets, breakDeducted }), explain, sheet);
  }
  const short = shift.noTargetHours ? 0 : Math.max(0, target - normal);
  const madeUp = makeUpShortTime(short, input.carriedShortIn, shift.makeUp, buckets);
  normal += madeUp.madeUp;
  const noPay = splitNoPay(madeUp.noPay, lateness, earlyOut);
  if (sheet) Object.assign(sheet.minutes, { madeUpOwn: madeUp.ledger?.ownMadeUp ?? 0, madeUpCarried: madeUp.ledger?.carriedMadeUp ?? 0 });
  if (explain) {
    explain.push(shift.noTargetHours ? 'short: none (no target hours)' : `short: max(0, target ${target} − normal ${normal - madeUp.madeUp}) = ${short}`);
    explainMakeUp(shift, short, input.carriedShortIn, madeUp, explain);
    explain.push(
      `no-pay: total ${noPay.total}; before = min(lateness ${lateness}, ${noPay.total}) = ${noPay.before}; ` +
        `after = min(early-out ${earlyOut}, ${noPay.total - noPay.before}) = ${noPay.after}`,
    );
  }
  const figures = dayFigures(input, shift, leaveMinutes, { normal, buckets, short, noPay, carriedShortOut: madeUp.carriedShortOut, breakDeducted, makeUp: madeUp.ledger });
  return finishDay(input, shift, statuses, figures, explain, sheet);
}

/** A 100 or 105 day: short = T, all of it plain no-pay; nothing is made up or carried (§7). */
function absentDay(
  input: ShiftDayInput,
  shift: PlacedShift,
  bounds: ExpectedBounds,
  statuses: number[],
  target: number,
  leaveMinutes: number,
  why: string,
  explain: ExplainTrace | undefined,
  sheet: MinuteExplanation | undefined,
): CalculatedDay {
  explain?.push(`${why}: short = target ${target}, all of it no-pay (no before/after split); carried short time passes through`);
  if (sheet) explainAbsence(sheet, bounds);
  return finishDay(input, shift, statuses, dayFigures(input, shift, leaveMinutes, { short: target, noPay: { total: target, before: 0, after: 0 } }), explain, sheet);
}

/** Every figure of §9's result plus the make-up ledger adjustments work on. */
interface DayFigures extends AdjustableFigures {
  readonly short: number;
  readonly breakDeducted: number;
  readonly leaveMinutes: number;
}

/**
 * The day's figures; what `values` leaves out is nothing: no time, no short time, carried short
 * time passed through, nothing made up. (One literal, so every day's figures share one shape.)
 */
function dayFigures(input: ShiftDayInput, shift: PlacedShift | null, leaveMinutes: number, values: Partial<Omit<DayFigures, 'leaveMinutes'>>): DayFigures {
  return {
    normal: values.normal ?? 0,
    buckets: values.buckets ?? emptyBuckets(),
    short: values.short ?? 0,
    noPay: values.noPay ?? noNoPay(),
    carriedShortOut: values.carriedShortOut ?? input.carriedShortIn,
    breakDeducted: values.breakDeducted ?? 0,
    leaveMinutes,
    makeUp: values.makeUp === undefined ? emptyLedger(shift?.makeUp ?? null) : values.makeUp,
  };
}

function pushPairingStatuses(statuses: number[], pairs: Pairing, openPairStillClockedIn: boolean): void {
  if (pairs.filoDropped > 0) statuses.push(STATUS.filoRuleApplies);
  if (pairs.outWithoutIn) statuses.push(STATUS.noIn);
  if (pairs.openIn !== null) statuses.push(openPairStillClockedIn ? STATUS.clockedIn : STATUS.noOut);
  else if (pairs.ins.length > 0) statuses.push(STATUS.clockedInOut);
}

/**
 * Shift adjustments clearing exceptions (§8), the final-bucket statuses (150, 145), then the
 * time adjustments in the order made (§10.1), which change no status but 145, and the result in
 * payroll's shape.
 */
function finishDay(
  input: ShiftDayInput,
  shift: PlacedShift | null,
  statuses: number[],
  figures: DayFigures,
  explain: ExplainTrace | undefined,
  sheet: MinuteExplanation | undefined,
): CalculatedDay {
  const { buckets, noPay } = figures;
  let clearedToNormal = 0;
  for (const cleared of input.clearedExceptions) {
    const index = statuses.indexOf(cleared);
    if (index < 0) continue;
    statuses[index] = CLEARED_STATUS[cleared];
    // Clearing AWOL, late in or early out pays that no-pay as normal time (§8).
    const paid = cleared === STATUS.awol ? noPay.total : cleared === STATUS.lateIn ? noPay.before : cleared === STATUS.earlyOut ? noPay.after : 0;
    figures.normal += paid;
    clearedToNormal += paid;
    noPay.total -= paid;
    if (cleared === STATUS.awol) noPay.before = noPay.after = 0;
    if (cleared === STATUS.lateIn) noPay.before = 0;
    if (cleared === STATUS.earlyOut) noPay.after = 0;
    explain?.push(`shift adjustment clears ${cleared} → ${CLEARED_STATUS[cleared]}${paid > 0 ? `: ${paid} no-pay becomes normal time` : ''}`);
  }
  if (nonZeroBucketCount(buckets) > 4) statuses.push(STATUS.moreThan4OvertimeValues);
  const toAuthorise = shift !== null && shift.requiresOvertimeAuthorisation && !input.overtimeAuthorised && totalOvertime(buckets) > 0;
  const adjustments = input.adjustments;
  const approved = adjustments === undefined || adjustments.length === 0 ? null : applyAdjustments(figures, adjustments, explain);
  if (toAuthorise) {
    const overtime = totalOvertime(buckets);
    const preApproved = approved !== null && overtime <= approved;
    if (!preApproved) statuses.push(STATUS.overtimeToBeAuthorised);
    if (explain && approved !== null) {
      explain.push(`approved future overtime ${approved}: overtime ${overtime} ${preApproved ? 'is within it, no 145' : 'is above it, 145 stays'}`);
    }
  }
  statuses.sort(ascending);
  if (explain) {
    explain.push(`final: normal ${figures.normal}, overtime ${describeBuckets(buckets)}, carried short out ${figures.carriedShortOut}`);
    explain.push(`statuses: ${statuses.map((code) => `${code} ${statusText(code)}`).join(', ')}`);
  }
  const result: ShiftResult = {
    normal: figures.normal,
    overtime: overtimeRecord(buckets),
    short: figures.short,
    noPay,
    carriedShortOut: figures.carriedShortOut,
    breakDeducted: figures.breakDeducted,
    leaveMinutes: figures.leaveMinutes,
    statuses,
  };
  if (sheet) {
    Object.assign(sheet.minutes, {
      breakDeducted: result.breakDeducted,
      short: result.short,
      carriedShortOut: result.carriedShortOut,
      clearedToNormal,
      normal: result.normal,
      overtime: { ...result.overtime },
      noPay: { ...result.noPay },
    });
  }
  return { result, figures };
}

/** A day off or a day without lateness or early out has no gaps to show. */
const NO_GAPS = { lateFrom: 0, lateTo: 0, earlyFrom: 0, earlyTo: 0 };

function noNoPay(): NoPay {
  return { total: 0, before: 0, after: 0 };
}

function ascending(left: number, right: number): number {
  return left - right;
}

function describeBuckets(buckets: Buckets): string {
  const parts: string[] = [];
  for (let bucket = 1; bucket < buckets.length; bucket++) if (buckets[bucket] > 0) parts.push(`bucket ${bucket} = ${buckets[bucket]}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

function explainClockings(raw: readonly Clocking[], kept: readonly Clocking[], explain: ExplainTrace): void {
  const describe = (clocking: Clocking) => formatMinute(clocking.minute) + (clocking.direction ? ` ${clocking.direction}` : '');
  explain.push(`clockings: ${raw.length === 0 ? 'none' : raw.map(describe).join(', ')}`);
  if (kept.length < raw.length) {
    const dropped = raw.filter((clocking) => !kept.includes(clocking));
    explain.push(`duplicates (< 2 min after the previous kept clocking) dropped: ${dropped.map(describe).join(', ')}`);
  }
}

function explainDay(
  input: ShiftDayInput,
  shift: PlacedShift,
  window: DayWindow,
  over: boolean,
  leaveMinutes: number,
  target: number,
  explain: ExplainTrace,
): void {
  const flexi = shift.flexi;
  explain.push(
    `shift: ${formatMinute(shift.start)}–${formatMinute(shift.end)}, target ${shift.targetMinutes}` +
      (flexi
        ? `, flexi start ${formatMinute(flexi.earliestStart)}–${formatMinute(flexi.latestStart)}, end ${formatMinute(flexi.earliestEnd)}–${formatMinute(flexi.latestEnd)}`
        : ''),
    `window ${formatMinute(window.start)}–${formatMinute(window.end)}; now ${formatMinute(input.now)}: ${over ? 'the shift is over' : 'the shift is not over'}`,
  );
  const leave = input.leave;
  if (leave?.kind === 'full') explain.push(`full-day leave: leave ${leaveMinutes}, target 0, no lateness, no 103/104/106/107`);
  if (leave?.kind === 'partial') {
    explain.push(
      `partial leave ${leave.minutes} at the ${leave.position === 'BEGIN' ? 'beginning: start bounds move later' : 'end: end bounds move earlier'} by ${leave.minutes}; target ${shift.targetMinutes} − ${leave.minutes} = ${target}`,
    );
  }
}

function explainPairs(pairs: Pairing, explain: ExplainTrace, openRule: string): void {
  const closed = pairs.ins.map((from, pair) => `${formatMinute(from)}–${formatMinute(pairs.outs[pair])}`);
  explain.push(
    `pairing (${pairs.method}): ${closed.length === 0 ? 'no closed pairs' : closed.join(', ')}` +
      (pairs.openIn === null ? '' : `; open pair from ${formatMinute(pairs.openIn)} adds no time (${openRule})`) +
      (pairs.filoDropped > 0 ? `; FILO dropped ${pairs.filoDropped} clocking(s)` : '') +
      (pairs.outWithoutIn ? '; an OUT with no open pair was ignored' : ''),
  );
}

function explainAdjustment(
  what: string,
  raw: Minute,
  adjusted: Minute,
  snapped: Minute | null,
  rounding: RoundingType | null,
  verdict: string,
  explain: ExplainTrace,
): void {
  const how =
    snapped !== null
      ? 'grace'
      : rounding
        ? `rounding block ${rounding.block}, start minutes ${rounding.startMinutes}, break point ${rounding.breakPoint}`
        : 'no grace or rounding applies';
  explain.push(`${what} ${formatMinute(raw)} → ${formatMinute(adjusted)} (${how}): ${verdict}`);
}

function explainBreaks(pairs: Pairing, shift: PlacedShift, inside: number, deducted: number, explain: ExplainTrace): void {
  const parts = breakDeductions(shift, pairs, inside).map((shiftBreak) =>
    shiftBreak.kind === 'floating'
      ? `${shiftBreak.paid ? 'paid' : 'unpaid'} floating ${shiftBreak.minutes} after ${shiftBreak.after}: ${shiftBreak.deducted}`
      : `${shiftBreak.paid ? 'paid' : 'unpaid'} fixed ${formatMinute(shiftBreak.start)}–${formatMinute(shiftBreak.end)}: ${shiftBreak.deducted}`,
  );
  explain.push(`breaks: ${parts.length === 0 ? 'none' : parts.join('; ')}; deducted ${deducted} (never more than inside time)`);
}

function explainMakeUp(
  shift: PlacedShift,
  short: number,
  carriedShortIn: number,
  outcome: MakeUpOutcome,
  explain: ExplainTrace,
): void {
  const rule = shift.makeUp;
  const ledger = outcome.ledger;
  if (rule === null || ledger === null) {
    explain.push(`make-up: no rule; short ${short} is no-pay; carried short time passes through (${carriedShortIn})`);
    return;
  }
  const takes = ledger.takes.map((take) => `${take.minutes} from bucket ${take.bucket}`).join(', ');
  const ownLeft = short - ledger.ownMadeUp;
  explain.push(
    `make-up from buckets ${rule.fromBuckets.join(', ')}${takes === '' ? '' : ` (${takes})`}: own short ${ledger.ownMadeUp} of ${short}, ` +
      `then carried ${ledger.carriedMadeUp} of ${carriedShortIn}; carry-over ${rule.carryShortTime ? `on: ${ownLeft} own left is carried` : `off: ${ownLeft} own left is no-pay`}` +
      ` (carried out ${outcome.carriedShortOut})`,
  );
}
