// `npm run bench:alerts`: 1,000 employees late at one 08:00 start (issue #15), the product in
// distributed mode (each service its own process, Kafka between them, a throwaway database), so
// the alerts service's memory is its own. One notClockedIn event type (15 minutes, e-mail); every
// employee has an e-mail address and nobody has clocked; the mails go to a real SMTP server
// (smtp-server on 127.0.0.1, tests/support/smtp-peer.ts) that accepts them.
// Seed: one employee through the api with a roster (08:00–17:00 every day) in a zone where it is
// now past 08:20, copied in SQL to 1,000 (tests/support/employees-in-bulk.ts); their days of today
// stored by the time engine's own job, made to run by a notClockedIn type that alerts nobody
// (1440 minutes). Then the measured type is created and the bench waits for the schedule.
// Measured: from the schedule's tick (the alerts.jobs row node-cron enqueued for the run that
// decides the alerts) to the last message accepted by the SMTP server (aim: under 30 s), with
// the steps between (the run done, every alert planned); and the alerts service's resident
// memory (/proc/<pid>/status): before, the highest seen during the run, after, and its high-water mark.
// Figures are printed, never asserted: the machine and its neighbours decide them.
import fs from 'node:fs';
import { ApiClient } from '../support/api-client';
import { seedEmployees } from '../support/employees-in-bulk';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { zonePastEight } from '../alerts/support/zone-past-eight';

const EMPLOYEES = Number(process.env.BENCH_ALERTS_EMPLOYEES ?? 1_000);

interface Memory {
  rssMB: number;
  hwmMB: number;
}

/** The process's resident set now and its high-water mark, from /proc. */
function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: kB('VmRSS') / 1024, hwmMB: kB('VmHWM') / 1024 };
}

async function main(): Promise<void> {
  const smtp = new SmtpPeer();
  await smtp.start();
  const here = zonePastEight();
  const product = await startProduct('distributed', 'bench-alerts', { TNA_SMTP_URL: smtp.url, TNA_MAIL_FROM: 'Time and Attendance <tna@example.test>' });
  try {
    const alertsPid = product.processes.find((p) => p.name === 'alerts')?.pid;
    if (!alertsPid) throw new Error('the alerts service is not running');
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);

    const seeding = Date.now();
    const shift = await api.ok<{ id: string }>('CreateShift', { name: 'Day shift', startTime: '08:00', endTime: '17:00', targetWorkHours: 480 });
    const pattern = await api.ok<{ id: string }>('CreateWorkPattern', { name: 'Every day', days: Array.from({ length: 7 }, () => ({ shiftID: shift.id })) });
    const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Day shift', workPatterns: [{ workPatternID: pattern.id }] });
    await seedEmployees(api, product.query, EMPLOYEES, 'L', {
      timeZone: here.zone,
      workCycleID: cycle.id,
      workPatternStartDate: '2026-01-05',
      workPatternStartDay: 1,
      email: 'l000001@bench.example.test',
    });
    await api.ok('CreateEventType', { name: 'Stores today (alerts nobody)', eventKind: 'notClockedIn', minutesAfterShiftStart: 1440, notificationType: 'Email', emailHeader: 'Bench' });
    const start = new Date(`${here.today}T08:00:00${here.utcOffset}`);
    await waitFor(
      `the time engine to store today's day of ${EMPLOYEES} employees`,
      async () => {
        const [{ n }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.employee_shifts WHERE shift_date = $1 AND shift_start = $2 AND 0 = ANY (statuses)', [here.today, start]);
        return n >= EMPLOYEES ? n : undefined;
      },
      600_000,
      1_000,
    );
    const before = memoryOf(alertsPid);
    console.log(
      `bench:alerts  ${EMPLOYEES} employees not clocked in at one 08:00 start (${here.zone}, ${here.today}), one notClockedIn type (15 minutes, e-mail), distributed mode; seeded and today's days stored in ${seconds(Date.now() - seeding)} s`,
    );

    const created = new Date();
    const type = await api.ok<{ id: string }>('CreateEventType', {
      name: 'Not in 15 minutes after the start',
      eventKind: 'notClockedIn',
      minutesAfterShiftStart: 15,
      notificationType: 'Email',
      emailHeader: 'ACME Mining: attendance',
      emailFooter: 'The time office',
    });
    // Memory sampled while the schedule's run and delivery work, and the moment the SMTP server has every mail.
    let peakRssMB = before.rssMB;
    let allAccepted: number | undefined;
    await waitFor(
      `the SMTP server to accept ${EMPLOYEES} mails`,
      async () => {
        peakRssMB = Math.max(peakRssMB, memoryOf(alertsPid).rssMB);
        if (smtp.mails.length < EMPLOYEES) return undefined;
        allAccepted = Date.now();
        return true;
      },
      300_000,
      20,
    );
    const after = memoryOf(alertsPid);
    const runs = await product.query<{ created_at: Date; started_at: Date; finished_at: Date; alerts: number }>(
      `SELECT created_at, started_at, finished_at, (result->>'alerts')::int AS alerts
         FROM alerts.jobs WHERE kind = 'not-clocked-in' AND created_at > $1 AND (result->>'alerts')::int > 0 ORDER BY created_at`,
      [created],
    );
    const [counts] = await product.query<{ alerts: number; planned: Date; sent: number; last_sent: Date }>(
      `SELECT (SELECT count(*)::int FROM alerts.alerts WHERE event_type_id = $1) AS alerts,
              (SELECT max(planned_at) FROM alerts.alerts WHERE event_type_id = $1) AS planned,
              (SELECT count(*)::int FROM alerts.deliveries d JOIN alerts.alerts a ON a.id = d.alert_id WHERE a.event_type_id = $1 AND d.state = 'sent') AS sent,
              (SELECT max(sent_at) FROM alerts.deliveries d JOIN alerts.alerts a ON a.id = d.alert_id WHERE a.event_type_id = $1) AS last_sent`,
      [type.id],
    );
    const [tick] = runs;
    if (!tick) throw new Error('no notClockedIn run decided the alerts');
    const since = (at: Date | number) => seconds(new Date(at).getTime() - tick.created_at.getTime());
    console.log(`  runs that decided them: ${runs.map((run) => `${run.alerts} alerts (enqueued ${run.created_at.toISOString()})`).join(', ')}; ${counts.alerts} alerts, ${counts.sent} messages sent, ${smtp.mails.length} accepted by the SMTP server`);
    console.log(`  from the schedule's tick: run started ${since(tick.started_at)} s, run done (alerts stored) ${since(runs[runs.length - 1].finished_at)} s, all planned ${since(counts.planned)} s, last marked sent ${since(counts.last_sent)} s`);
    console.log(`  tick to every message accepted by the SMTP server: ${since(allAccepted!)} s (aim: under 30 s)`);
    console.log(
      `  alerts service resident memory: ${mb(before.rssMB)} MB before the tick, ${mb(peakRssMB)} MB highest seen during the run (sampled every 20 ms), ${mb(after.rssMB)} MB after; high-water mark (VmHWM) ${mb(after.hwmMB)} MB`,
    );
  } finally {
    await product.stop();
    await smtp.stop();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (value: number) => value.toFixed(0);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
