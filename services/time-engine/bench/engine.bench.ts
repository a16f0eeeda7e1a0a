import { cpus } from 'node:os';
import { calculateShift, fromCaseInput, type ShiftDayInput } from '../src/domain';
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

/**
 * A month of a workforce is mostly ordinary worked days and weekends, with a few exceptions:
 * 70 % scheduled days with every pair closed, 20 % days off, 10 % the rest (absence, leave, open
 * pairs, wrong shift, days in progress), each group cycling through its worked cases.
 */
export function realisticMix(size: number = MIX_SIZE): ShiftDayInput[] {
  const inputs = (workedCases as unknown[]).map((oneCase) => fromCaseInput(oneCase));
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

/** Part (a): pure calculateShift on prepared inputs, one core. */
export const pureCalculation: BenchSection = {
  title: '(a) pure calculation, prepared inputs, one core',
  async measure() {
    const mix = realisticMix();
    runFor(mix, WARM_UP_MS);
    const { days, elapsedMs, checksum } = runFor(mix, MEASURE_MS);
    const perSecond = Math.round((days / elapsedMs) * 1000);
    const adapterPerSecond = measureWithAdapter();
    return [
      `${perSecond.toLocaleString('en')} employee-days/s  (${days.toLocaleString('en')} days in ${(elapsedMs / 1000).toFixed(2)} s, ` +
        `target ${TARGET_PER_SECOND.toLocaleString('en')}: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
      `mix: ${MIX_SIZE.toLocaleString('en')} inputs from the worked cases, 70 % worked days / 20 % days off / 10 % exceptions; ` +
        'converted once by fromCaseInput before timing, so only calculateShift is measured',
      `for comparison, JSON case → fromCaseInput → calculateShift: ${adapterPerSecond.toLocaleString('en')} /s`,
      `(checksum ${checksum})`,
    ];
  },
};

/** Every section `npm run bench:engine` runs. */
export const sections: BenchSection[] = [pureCalculation, recalculationFromPostgres];

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
