import { cpus } from 'node:os';
import { calculateShift, checkAdjustment, fromCaseInput, type ShiftDayInput, type TimeAdjustment } from '../src/domain';
import workedCases from '../src/domain/fixtures/worked-cases.json';
import { recalculationFromPostgres } from './recalculation.bench';

/** A measured part of `npm run bench:engine`; each prints its own lines. */
export interface BenchSection {
  readonly title: string;
  measure(): Promise<string[]>;
}

const WARM_UP_MS = 1_000;
const MEASURE_MS = 3_000;
const MIX_SIZE = 10_000;
const TARGET_PER_SECOND = 200_000;
/** Issue 12: the figures must hold with time adjustments on 10 % of the days. */
const ADJUSTED_SHARE = 10;
const ADJUSTMENTS_PER_DAY = 3;
/** Tried in turn on an adjusted day; it keeps the first ones checkAdjustment accepts. */
const CANDIDATE_ADJUSTMENTS: readonly TimeAdjustment[] = [
  { action: 'fromNoPay', noPayType: 'NP', minutes: 10 },
  { action: 'deductMakeUp', minutes: 10 },
  { action: 'deductCarried', minutes: 10 },
  { action: 'transfer', minutes: 15, value: 'normal', toValue: '1' },
  { action: 'add', minutes: 30, value: '2' },
  { action: 'none', minutes: 0 },
];

/**
 * A month of a workforce is mostly ordinary worked days and weekends, with a few exceptions:
 * 70 % scheduled days with every pair closed, 20 % days off, 10 % the rest (absence, leave, open
 * pairs, wrong shift, days in progress), each group cycling through its worked cases.
 */
export function realisticMix(size: number = MIX_SIZE): ShiftDayInput[] {
  // The cases' own adjustments are left out here: withAdjustments adds them at a known share.
  const inputs = (workedCases as unknown[]).map((oneCase) => ({ ...fromCaseInput(oneCase), adjustments: [] }));
  const worked = inputs.filter((input) => input.shift !== null && input.leave === null && input.clockings.length >= 2);
  const daysOff = inputs.filter((input) => input.shift === null);
  const rest = inputs.filter((input) => !worked.includes(input) && !daysOff.includes(input));
  const groups: [ShiftDayInput[], number][] = [[worked, 70], [daysOff, 20], [rest, 10]];
  const mix: ShiftDayInput[] = [];
  for (let index = 0; mix.length < size; index++) {
    for (const [group, share] of groups) {
      for (let taken = 0; taken < share && mix.length < size; taken++) mix.push(group[(index * share + taken) % group.length]);
    }
  }
  return mix;
}

/** The mix with time adjustments on every tenth day, each day's accepted in turn by checkAdjustment. */
export function withAdjustments(mix: readonly ShiftDayInput[]): ShiftDayInput[] {
  return mix.map((input, index) => {
    if (index % (100 / ADJUSTED_SHARE) !== 0) return input;
    const adjustments: TimeAdjustment[] = [];
    for (const candidate of CANDIDATE_ADJUSTMENTS) {
      if (adjustments.length < ADJUSTMENTS_PER_DAY && checkAdjustment({ ...input, adjustments }, candidate).ok) adjustments.push(candidate);
    }
    return { ...input, adjustments };
  });
}

/** Part (a): pure calculateShift on prepared inputs, one core, without and with adjustments. */
export const pureCalculation: BenchSection = {
  title: '(a) pure calculation, prepared inputs, one core',
  async measure() {
    const mix = realisticMix();
    const adjusted = withAdjustments(mix);
    const adjustmentCount = adjusted.reduce((count, input) => count + (input.adjustments?.length ?? 0), 0);
    const [plain, withThem] = measureMixes([mix, adjusted]);
    const adapterPerSecond = measureWithAdapter();
    return [
      `without adjustments: ${plain.line}`,
      `with adjustments on ${ADJUSTED_SHARE} % of the days: ${withThem.line}`,
      `mix: ${MIX_SIZE.toLocaleString('en')} inputs from the worked cases, 70 % worked days / 20 % days off / 10 % exceptions; ` +
        'converted once by fromCaseInput before timing, so only calculateShift is measured',
      `adjusted: every ${100 / ADJUSTED_SHARE}th day, ${adjustmentCount.toLocaleString('en')} adjustments on ${(MIX_SIZE / (100 / ADJUSTED_SHARE)).toLocaleString('en')} days ` +
        `(up to ${ADJUSTMENTS_PER_DAY} a day: from no-pay, deduct make-up, deduct carried, transfer, add, none, as checkAdjustment accepts them)`,
      `for comparison, JSON case → fromCaseInput → calculateShift: ${adapterPerSecond.toLocaleString('en')} /s`,
      `(checksums ${plain.checksum}, ${withThem.checksum})`,
    ];
  },
};

/** Every section `npm run bench:engine` runs. */
export const sections: BenchSection[] = [pureCalculation, recalculationFromPostgres];

/**
 * Measures the mixes in turns of a third of MEASURE_MS each, so that other work on a shared
 * machine slows them alike and their figures stay comparable; each figure is the mix's days over
 * its own time.
 */
function measureMixes(mixes: readonly (readonly ShiftDayInput[])[]): { line: string; checksum: number }[] {
  for (const mix of mixes) runFor(mix, WARM_UP_MS);
  const totals = mixes.map(() => ({ days: 0, elapsedMs: 0, checksum: 0 }));
  for (let turn = 0; turn < 3; turn++) {
    mixes.forEach((mix, index) => {
      const { days, elapsedMs, checksum } = runFor(mix, MEASURE_MS / 3);
      totals[index].days += days;
      totals[index].elapsedMs += elapsedMs;
      totals[index].checksum += checksum;
    });
  }
  return totals.map(({ days, elapsedMs, checksum }) => {
    const perSecond = Math.round((days / elapsedMs) * 1000);
    return {
      line:
        `${perSecond.toLocaleString('en')} employee-days/s  (${days.toLocaleString('en')} days in ${(elapsedMs / 1000).toFixed(2)} s, ` +
        `target ${TARGET_PER_SECOND.toLocaleString('en')}: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
      checksum,
    };
  });
}

function runFor(mix: readonly ShiftDayInput[], durationMs: number): { days: number; elapsedMs: number; checksum: number } {
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(durationMs) * 1_000_000n;
  let days = 0;
  let checksum = 0;
  let now = started;
  while (now < deadline) {
    // Checking the clock every 4,096 days keeps its cost out of the figure.
    for (let batch = 0; batch < 4096; batch++) {
      checksum += calculateShift(mix[days % mix.length]).normal;
      days++;
    }
    now = process.hrtime.bigint();
  }
  return { days, elapsedMs: Number(now - started) / 1e6, checksum };
}

function measureWithAdapter(): number {
  const cases = workedCases as unknown[];
  const started = process.hrtime.bigint();
  let days = 0;
  while (process.hrtime.bigint() - started < 1_000_000_000n) {
    for (const oneCase of cases) calculateShift(fromCaseInput(oneCase));
    days += cases.length;
  }
  return Math.round(days / (Number(process.hrtime.bigint() - started) / 1e9));
}

async function main(): Promise<void> {
  console.log(`engine bench — node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`);
  for (const section of sections) {
    console.log(`\n${section.title}`);
    for (const line of await section.measure()) console.log(`  ${line}`);
  }
}

if (require.main === module) void main();
