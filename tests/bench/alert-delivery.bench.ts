// `npm run bench:alert-delivery`: delivery alone (docs/alerts.md, "Delivery"): 1,000 alerts
// stored at once, as evaluation stores them, each an e-mail to its own employee, from the insert
// to every mail accepted by a real SMTP server on 127.0.0.1, in embedded mode on a throwaway
// database. Prints the time and the process's resident memory; aim: well under 30 s.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ApiClient } from '../support/api-client';
import { seedEmployees } from '../support/employees-in-bulk';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1000);

const rssMb = (pid: number | undefined) => (pid ? Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024) : 0);

async function main(): Promise<void> {
  const smtp = new SmtpPeer();
  await smtp.start();
  const product = await startProduct('embedded', 'bench-alert-delivery', { TNA_SMTP_URL: smtp.url });
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    await seedEmployees(api, product.query, ALERTS, 'A');
    await product.query(`UPDATE api.employees SET email = lower(employee_number) || '@example.test'`);
    const eventType = await api.ok<{ id: string }>('CreateEventType', {
      name: 'Late at 08:15',
      eventKind: 'notClockedIn',
      notificationType: 'Email',
      minutesAfterShiftStart: 15,
      emailHeader: 'Dear {{employeeName}},',
      emailFooter: '-- ACME',
    });
    const rssBefore = rssMb(product.processes[0].pid);
    const started = performance.now();
    await product.query(
      `INSERT INTO alerts.alerts (id, event_type_id, event_kind, subject_id, employee_id, day, cause, details)
       SELECT gen_random_uuid(), $1, 'notClockedIn', e.id, e.id, '2026-03-02', $2, jsonb_build_object('employeeName', e.first_name || ' ' || e.surname, 'employeeNumber', e.employee_number, 'shiftDate', '2026-03-02', 'shiftStart', '08:00', 'minutesAfterShiftStart', 15)
         FROM api.employees e`,
      [eventType.id, `bench:${randomUUID()}`],
    );
    let peak = rssBefore;
    await waitFor(`${ALERTS} mails`, async () => {
      peak = Math.max(peak, rssMb(product.processes[0].pid));
      return smtp.mails.length >= ALERTS ? true : undefined;
    }, 300_000, 100);
    const seconds = (performance.now() - started) / 1000;
    const [{ sent }] = await product.query<{ sent: number }>("SELECT count(*)::int AS sent FROM alerts.deliveries WHERE state = 'sent'");
    console.log(`bench:alert-delivery  ${ALERTS} alerts -> ${smtp.mails.length} mails accepted by the SMTP server in ${seconds.toFixed(2)} s (${Math.round(ALERTS / seconds)} mails/s); ${sent} recorded sent`);
    const [phases] = await product.query<{ planned: number; first: number; last: number }>(
      `SELECT extract(epoch FROM max(a.planned_at) - min(a.decided_at))::float AS planned,
              extract(epoch FROM min(d.sent_at) - min(a.decided_at))::float AS first,
              extract(epoch FROM max(d.sent_at) - min(a.decided_at))::float AS last
         FROM alerts.alerts a JOIN alerts.deliveries d ON d.alert_id = a.id`,
    );
    console.log(`  after the insert: all planned at ${phases.planned.toFixed(2)} s, first mail sent at ${phases.first.toFixed(2)} s, last at ${phases.last.toFixed(2)} s`);
    console.log(`  resident memory of the embedded product: ${rssBefore} MB before, ${peak} MB at most while sending (aim: well under 30 s)`);
  } finally {
    await product.stop();
    await smtp.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
