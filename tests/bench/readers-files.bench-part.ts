// The clocking-files part of `npm run bench:readers`: a 100,000-line attlog.dat (1,000 employees
// × 100 clockings, 50 working days of an in and an out) uploaded through the api and imported by
// ingestion's job: the dry run, the import until its job ends, then until the time engine holds
// every clocking, and the same file again (all already stored). Aim: the import under 20 s.
// Figures are printed, never asserted.
import { performance } from 'node:perf_hooks';
import type { Job, Scanner, UploadClockingFileResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { seedEmployees } from '../support/employees-in-bulk';
import { jobEnded } from '../support/jobs';
import type { RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

export interface ClockingFileFigures {
  lines: number;
  megabytes: number;
  dryRunSeconds: number;
  importSeconds: number;
  timeEngineSeconds: number;
  reimportSeconds: number;
}

/** Runs the part on a started product (its own reader and employees); prints and answers the figures. */
export async function benchClockingFileImport(product: RunningProduct, lines = Number(process.env.BENCH_ATTLOG_LINES ?? 100_000)): Promise<ClockingFileFigures> {
  const api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  const employees = 1_000;
  const perEmployee = Math.ceil(lines / employees);
  const numbers = await seedEmployees(api, product.query, employees, 'F');
  const reader = await api.ok<Scanner>('CreateScanner', { name: 'Bench USB reader', make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: 'BENCHFILE01', timeZone: 'Africa/Johannesburg' });
  const rows: string[] = [];
  for (let day = 0; rows.length < lines && day < perEmployee; day += 2) {
    const date = new Date(Date.UTC(2026, 0, 5) + Math.floor(day / 2) * 86_400_000).toISOString().slice(0, 10);
    for (const number of numbers) {
      if (rows.length < lines) rows.push(ZkPushDevice.line(number, `${date}T07:${String(30 + (rows.length % 29)).padStart(2, '0')}:00`));
      if (rows.length < lines) rows.push(ZkPushDevice.line(number, `${date}T16:${String(30 + (rows.length % 29)).padStart(2, '0')}:00`, 1));
    }
  }
  const file = Buffer.from(rows.join('\r\n') + '\r\n');
  const request = { scannerID: reader.id, kind: 'zk-attlog', fileName: 'attlog.dat', content: file.toString('base64') };
  const megabytes = file.length / 1e6;
  console.log(`clocking files: attlog.dat of ${rows.length} lines, ${megabytes.toFixed(2)} MB (${employees} employees)`);

  const upload = async (dryRun: boolean, expectNew: number) => {
    const { status, body } = await api.call<UploadClockingFileResult>('UploadClockingFile', { ...request, dryRun });
    if (status !== 200 || body.new !== expectNew || body.bad !== 0) throw new Error(`UploadClockingFile answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    return body;
  };
  const seconds = (since: number) => (performance.now() - since) / 1000;

  let started = performance.now();
  await upload(true, rows.length);
  const dryRunSeconds = seconds(started);
  console.log(`  dry run                    ${dryRunSeconds.toFixed(2)} s`);

  started = performance.now();
  const imported = await upload(false, rows.length);
  const job: Job = await jobEnded(api, imported.jobID!, 300_000);
  const importSeconds = seconds(started);
  if (job.state !== 'succeeded') throw new Error(`the import job ended ${job.state}: ${job.error}`);
  console.log(`  import (upload to job end) ${importSeconds.toFixed(2)} s = ${Math.round(rows.length / importSeconds)} lines/s (aim under 20 s)`);
  await waitFor(
    'every imported clocking in the time engine',
    async () => {
      const [{ count }] = await product.query<{ count: number }>("SELECT count(*)::int AS count FROM time_engine.clockings WHERE employee_number LIKE 'F%'");
      return count === rows.length ? true : undefined;
    },
    600_000,
    500,
  );
  const timeEngineSeconds = seconds(started);
  console.log(`  until the time engine holds them ${timeEngineSeconds.toFixed(2)} s`);

  started = performance.now();
  const again = await upload(false, 0);
  await jobEnded(api, again.jobID!, 300_000);
  const reimportSeconds = seconds(started);
  console.log(`  same file again (all already stored) ${reimportSeconds.toFixed(2)} s`);
  return { lines: rows.length, megabytes, dryRunSeconds, importSeconds, timeEngineSeconds, reimportSeconds };
}
