import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { seedDemoCompany } from '../seed/demo-company';
import { seedDemoLeave, type DemoLeave } from '../seed/demo-leave';
import { demoEmployees, seedDemoRoster, type DemoRoster } from '../seed/demo-roster';

/** Enough employees for every kind of roster and day; the full seed has 300. */
const EMPLOYEES = 40;

describe('seed:demo on a fresh product (embedded mode)', () => {
  let product: SecuredProduct;
  let roster: DemoRoster;
  let leave: DemoLeave;
  // Both runs clock up to the same moment: a clocking falling due between them would be new, not a duplicate.
  const now = new Date();

  const seed = async () => {
    await seedDemoCompany(product.admin, { employees: EMPLOYEES });
    const seeded = await seedDemoRoster(product.admin, product.url, { employees: EMPLOYEES, now });
    return { roster: seeded, leave: await seedDemoLeave(product.admin, await demoEmployees(product.admin, EMPLOYEES), { today: seeded.to }) };
  };
  const counts = async () =>
    (
      await product.database.query(
        `SELECT (SELECT count(*)::int FROM api.employees) AS employees, (SELECT count(*)::int FROM api.shifts) AS shifts,
                (SELECT count(*)::int FROM api.work_cycles) AS cycles, (SELECT count(*)::int FROM time_engine.work_cycle_changes) AS cycle_changes,
                (SELECT count(*)::int FROM ingestion.raw_clockings) AS raw, (SELECT count(*)::int FROM time_engine.clockings) AS clockings,
                (SELECT count(*)::int FROM time_engine.employee_shifts) AS days, (SELECT count(*)::int FROM leave.ledger_entries) AS ledger,
                (SELECT count(*)::int FROM leave.applications) AS applications`,
      )
    )[0];

  beforeAll(async () => {
    product = await startSecuredProduct('seed-demo');
    ({ roster, leave } = await seed());
  }, 600_000);

  afterAll(async () => {
    await product?.stop();
  });

  it('gives every demo employee four weeks of calculated days up to today, with the common statuses and overtime', async () => {
    expect(roster.employees).toBe(EMPLOYEES);
    const [days] = await product.database.query<{ employees: number; first: string; last: string }>(
      `SELECT count(DISTINCT employee_id)::int AS employees, to_char(min(shift_date), 'YYYY-MM-DD') AS first, to_char(max(shift_date), 'YYYY-MM-DD') AS last
         FROM time_engine.employee_shifts`,
    );
    expect(days.employees).toBe(EMPLOYEES);
    expect(days.first).toBe(roster.from);
    expect(days.last >= roster.to).toBe(true);

    const statuses = (await product.database.query<{ status: number }>('SELECT DISTINCT unnest(statuses)::int AS status FROM time_engine.employee_shifts')).map((row) => row.status);
    for (const status of [1, 3, 100, 103, 104, 106]) expect(statuses, `status ${status}`).toContain(status);
    expect(statuses.includes(2) || statuses.includes(102), 'a missing clock out: 2 or 102').toBe(true);
    const [overtime] = await product.database.query<{ days: number }>('SELECT count(*)::int AS days FROM time_engine.employee_shifts WHERE over_time1_tot + over_time2_tot > 0');
    expect(overtime.days).toBeGreaterThan(0);
  });

  it("shows the first employee's last week with several kinds of exception side by side", async () => {
    const rows = await product.database.query<{ status: number }>(
      `SELECT DISTINCT unnest(s.statuses)::int AS status FROM time_engine.employee_shifts s JOIN api.employees e ON e.id = s.employee_id
        WHERE e.employee_number = 'E00001' AND s.shift_date > $1::date - 7`,
      [roster.to],
    );
    const exceptions = rows.map((row) => row.status).filter((status) => [2, 100, 102, 103, 104, 106, 107].includes(status));
    expect(exceptions.length).toBeGreaterThanOrEqual(3);
  });

  it('rosters day, night, rotating and flexi shifts, night shifts clocked across midnight', async () => {
    const shifts = await product.database.query<{ name: string; employees: number }>(
      `SELECT sh.name, count(DISTINCT s.employee_id)::int AS employees
         FROM time_engine.employee_shifts s JOIN api.shifts sh ON sh.id = s.shift_id GROUP BY sh.name ORDER BY sh.name`,
    );
    expect(shifts.map((shift) => shift.name)).toEqual(['Demo Day 07:00-16:00', 'Demo Flexi Office', 'Demo Night 22:00-06:00']);
    // Rotating employees work both day and night weeks.
    const [rotating] = await product.database.query<{ employees: number }>(
      `SELECT count(*)::int AS employees FROM (
         SELECT s.employee_id FROM time_engine.employee_shifts s WHERE s.day_kind = 'shift' GROUP BY s.employee_id HAVING count(DISTINCT s.shift_id) = 2) AS both_kinds`,
    );
    expect(rotating.employees).toBeGreaterThan(0);
    const [night] = await product.database.query<{ days: number }>(
      `SELECT count(*)::int AS days FROM time_engine.employee_shifts s JOIN api.shifts sh ON sh.id = s.shift_id
        WHERE sh.name = 'Demo Night 22:00-06:00' AND 1 = ANY (s.statuses) AND s.normal_time_tot > 0 AND jsonb_array_length(s.pairs) = 1
          AND (SELECT (c.clocked_at AT TIME ZONE 'Africa/Johannesburg')::date FROM time_engine.clockings c WHERE c.id = (s.pairs -> 0 ->> 'out')::uuid) = s.shift_date + 1`,
    );
    expect(night.days).toBeGreaterThan(0);
  });

  it('gives everybody accrued leave, and some employees granted leave last week and applications waiting next week', async () => {
    expect(leave).toEqual({ granted: 10, pending: 10 });
    const [accrued] = await product.database.query<{ employees: number }>('SELECT count(DISTINCT employee_id)::int AS employees FROM leave.ledger_entries WHERE action = 1');
    expect(accrued.employees).toBe(EMPLOYEES);
    const statuses = (
      await product.database.query<{ status: number }>(
        'SELECT DISTINCT unnest(statuses)::int AS status FROM time_engine.employee_shifts WHERE shift_date BETWEEN $1::date - 7 AND $1::date - 1',
        [roster.to],
      )
    ).map((row) => row.status);
    // Demo employees clock on their leave days too: a full day shows 6, a half day 7.
    expect(statuses).toContain(6);
    expect(statuses).toContain(7);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const again = await seed();
    expect(again.roster.clockings).toBe(roster.clockings);
    expect(again.leave).toEqual({ granted: 0, pending: 0 });
    expect(await counts()).toEqual(before);
  }, 600_000);
});
