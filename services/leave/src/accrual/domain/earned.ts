import type { AccrualInput, WorkedTime } from './accrual.types';
import { yearOf } from './calendar';
import { employedShare, endedGroups, endedPeriods } from './periods';
import { ruleApplyingOn } from './service-months';

/** What a rule earns for a period or group, rounded, before the maximum accumulation caps it. */
export interface EarnedPosting {
  /** The last day of the period or group: the posting's date. */
  date: string;
  ruleIndex: number;
  periodStart: string;
  periodEnd: string;
  /** round(earned after it) − round(earned before it), in ten-thousandths; above 0. */
  units: number;
}

const MICRO_PER_UNIT = 1_000_000;

/** An accrue value in millionths: the rule keeps it to 6 decimals. */
export function toMillionths(accrueValue: number): number {
  return Math.round(accrueValue * MICRO_PER_UNIT);
}

/**
 * The exact running total a calendar year has earned (LEAVE.md §2.1), in millionths over a
 * denominator: only the first group of an employment is a fraction (days employed ÷ its days),
 * so one denominator serves the whole year and no float error builds up.
 */
class YearEarned {
  private numerator = 0;
  private denominator = 1;

  constructor(readonly year: number) {}

  /** Adds `millionths` × `employed` ÷ `days`. */
  add(millionths: number, employed = 1, days = 1): void {
    if (employed !== days) {
      this.numerator *= days;
      this.denominator *= days;
    }
    this.numerator += employed === days ? millionths * this.denominator : (millionths * employed * this.denominator) / days;
  }

  /** The total rounded half up to 4 decimals, in ten-thousandths. */
  rounded(): number {
    // millionths ÷ 100 are ten-thousandths; half up is floor(value + ½), kept in integers.
    return Math.floor((2 * this.numerator + 100 * this.denominator) / (200 * this.denominator));
  }
}

/** Every posting the input's rules earn up to `asOf`, in date order, before the maximum caps them. */
export function earnedPostings(input: AccrualInput): EarnedPosting[] {
  if (input.rules.length === 0) return [];
  return input.rules[0].accrueType === 'everyXIntervals' ? everyXIntervals(input) : perXWorked(input);
}

/**
 * Every X intervals: each group of X periods from the one that holds the appointment date earns
 * the accrue value of the rule that applies on its last day; the first group × days employed in
 * it ÷ its days.
 */
function everyXIntervals({ appointmentDate, asOf, rules }: AccrualInput): EarnedPosting[] {
  const { accrualInterval, x } = rules[0];
  const postings: EarnedPosting[] = [];
  let earned: YearEarned | null = null;
  for (const group of endedGroups(appointmentDate, accrualInterval, x, asOf)) {
    if (earned?.year !== yearOf(group.end)) earned = new YearEarned(yearOf(group.end));
    const ruleIndex = ruleApplyingOn(rules, appointmentDate, group.end);
    if (ruleIndex === null) continue;
    const { employed, days } = employedShare(group, appointmentDate);
    const before = earned.rounded();
    earned.add(toMillionths(rules[ruleIndex].accrueValue), employed, days);
    push(postings, group.end, ruleIndex, group, earned.rounded() - before);
  }
  return postings;
}

/**
 * Per X days or hours worked: at each period's end, (floor(count ÷ X) − floor(previous count ÷
 * X)) × the accrue value of the rule that applies, the count running over the periods of the
 * period's calendar year. The count goes on when no rule applies: that part is not earned later.
 */
function perXWorked({ appointmentDate, asOf, rules, worked }: AccrualInput): EarnedPosting[] {
  const { accrualInterval, accrueType, x } = rules[0];
  // Days worked count days with time; hours worked count minutes, so X hours are X × 60 of them.
  const perEarning = accrueType === 'perXDaysWorked' ? x : x * 60;
  const days = workedFrom(worked, appointmentDate, accrueType === 'perXDaysWorked');
  const postings: EarnedPosting[] = [];
  let earned: YearEarned | null = null;
  let count = 0;
  let next = 0;
  for (const period of endedPeriods(appointmentDate, accrualInterval, asOf)) {
    if (earned?.year !== yearOf(period.end)) {
      earned = new YearEarned(yearOf(period.end));
      count = 0;
    }
    const previous = count;
    for (; next < days.length && days[next].date <= period.end; next += 1) count += days[next].count;
    const ruleIndex = ruleApplyingOn(rules, appointmentDate, period.end);
    if (ruleIndex === null) continue;
    const earnings = wholeTimes(count, perEarning) - wholeTimes(previous, perEarning);
    const before = earned.rounded();
    earned.add(earnings * toMillionths(rules[ruleIndex].accrueValue));
    push(postings, period.end, ruleIndex, period, earned.rounded() - before);
  }
  return postings;
}

/** floor(count ÷ per), with a tolerance for an X such as 0.1 hours whose minutes are not exact in binary. */
function wholeTimes(count: number, per: number): number {
  return Math.floor(count / per + 1e-9);
}

/**
 * What counts per date from the appointment date on, in date order: worked days (a date whose
 * minutes add up above 0 is one; a period's row brings its `days`) or worked minutes.
 */
function workedFrom(worked: readonly WorkedTime[], appointed: string, countDays: boolean): { date: string; count: number }[] {
  // A day's rows add up to one worked day at most; a period's row brings its own count of days.
  const byDate = new Map<string, { dayMinutes: number; periodMinutes: number; periodDays: number }>();
  for (const row of worked) {
    if (row.date < appointed) continue;
    const total = byDate.get(row.date) ?? { dayMinutes: 0, periodMinutes: 0, periodDays: 0 };
    byDate.set(row.date, total);
    if (row.days === undefined) total.dayMinutes += row.minutes;
    else {
      total.periodMinutes += row.minutes;
      total.periodDays += row.days;
    }
  }
  return [...byDate]
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([date, total]) => ({ date, count: countDays ? total.periodDays + (total.dayMinutes > 0 ? 1 : 0) : total.dayMinutes + total.periodMinutes }));
}

function push(postings: EarnedPosting[], date: string, ruleIndex: number, period: { start: string; end: string }, units: number): void {
  if (units > 0) postings.push({ date, ruleIndex, periodStart: period.start, periodEnd: period.end, units });
}
