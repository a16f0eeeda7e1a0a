// The roster reports' part of `npm run bench:reports` (docs/reports.md, "Speed"): the Work Roster
// and the Employee Work Roster for 1,000 employees × 31 days as Excel, through the Generate calls of
// a running product (embedded mode; BENCH_ROSTER_MODE=distributed: one process per service over
// Kafka), so the report job asks the time engine PlanWorkRoster over the bus as it does in
// production, a part of the employees per command. Seeded in SQL: a weekday
// cycle of one shift from 2026-01-01, and the first half of January stored as the engine stores
// it (the planner reads both kinds of day). Figures are printed, never asserted.
import { PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS } from '@tna/contracts';
import { createServiceDataSource } from '@tna/platform';
import { aShift, aWorkCycle, employees } from '../../services/time-engine/bench/engine-fixture';
import { generateReport } from '../reports/support/reports';
import { ApiClient } from '../support/api-client';
import { startProduct } from '../support/stacks';

const EMPLOYEES = Number(process.env.BENCH_ROSTER_EMPLOYEES ?? 1_000);
const FROM = '2026-01-01';
const TO = '2026-01-31';
const MODE = process.env.BENCH_ROSTER_MODE === 'distributed' ? 'distributed' : 'embedded';

export async function workRosterBench(): Promise<void> {
  const product = await startProduct(MODE, 'bench-roster');
  try {
    const db = await createServiceDataSource({ service: 'api', url: product.databaseUrl, entities: [], migrations: [] }).initialize();
    let ids: string[];
    try {
      const seeding = Date.now();
      const shift = await aShift(db, { name: 'Office day', startTime: '08:00', endTime: '16:30' });
      const { workCycleID } = await aWorkCycle(db, [shift, shift, shift, shift, shift, null, null]);
      // 2026-01-05 is a Monday: the cycle's first day.
      ids = await employees(db, EMPLOYEES, { workCycleID, startDate: '2026-01-05' });
      await db.query(
        `INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, day_kind, shift_id, calculated_at, pairs)
         SELECT gen_random_uuid(), e.id, d::date, '{100}', CASE WHEN extract(isodow FROM d) < 6 THEN 'shift' ELSE 'dayOff' END,
                CASE WHEN extract(isodow FROM d) < 6 THEN $2::uuid END, now(), '[]'
           FROM unnest($1::uuid[]) AS e (id) CROSS JOIN generate_series('2026-01-05'::date, '2026-01-15'::date, interval '1 day') AS d`,
        [ids, shift],
      );
      await db.query('ANALYZE');
      console.log(`bench:reports  Work Roster (${MODE} mode), ${EMPLOYEES} employees × ${FROM}..${TO}; seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    } finally {
      await db.destroy();
    }
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const perCommand = Math.floor(PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS / 31);
    for (const [call, title] of [
      ['GenerateReportWorkRoster', 'Work Roster'],
      ['GenerateEmployeeWorkRoster', 'Employee Work Roster'],
    ] as const) {
      for (let run = 0; run < 2; run++) {
        const started = Date.now();
        const { job, file } = await generateReport(api, call, { from: FROM, to: TO, employeeIDs: ids, output: 'excel' }, 300_000);
        const result = job.result as { rows: number };
        console.log(
          `  ${title} as Excel${run === 0 ? ' (first)' : ''}: ${((Date.now() - started) / 1000).toFixed(2)} s from the call to the file downloaded; ` +
            `${result.rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${Math.ceil(EMPLOYEES / perCommand)} PlanWorkRoster commands of up to ${perCommand} employees`,
        );
      }
    }
  } finally {
    await product.stop();
  }
}
