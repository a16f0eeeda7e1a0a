// The export part of `npm run bench:payroll` (payroll.bench.ts), in a process of its own: plain
// node running the payroll service's compiled export job (services/dist, built by the script)
// and one pg DataSource, as the service runs it in production: no tsx compiling TypeScript in the
// process (about 45 MB resident), and not the bench's four services' migrations and value
// answers. The parent forks it with the export's request as JSON and gets one message back (the
// bench's ExportChildAnswer): the seconds, the RSS before and at most (sampled every 50 ms, and
// the kernel's VmHWM), V8's heap at most, and what was stored.
const { randomUUID } = require('node:crypto');
const { sampleMemory } = require('./memory-sampler.cjs');
const { createServiceDataSource } = require('@tna/platform');
const { PayrollExportJob } = require('../../services/dist/payroll/src/payroll-export/jobs/payroll-export.job');

async function main() {
  const request = JSON.parse(process.argv[2]);
  const dataSource = await createServiceDataSource({ service: 'payroll', url: request.url, entities: [], migrations: [] }).initialize();
  try {
    const runtime = { service: 'payroll', config: { TNA_TIME_ZONE: 'UTC' }, dataSource, relay: { kick: () => undefined } };
    const job = new PayrollExportJob(runtime);
    const memory = sampleMemory(50);
    const started = Date.now();
    const result = await job.run(jobContext(dataSource, request.payload, request.userID));
    const ms = Date.now() - started;
    const { rssBefore, rssPeak, vmHwm, heapPeak } = memory.stop();
    const [stored] = await dataSource.query(
      `SELECT (SELECT file_bytes::int FROM payroll.v_exports WHERE id = $1) AS bytes,
              (SELECT count(*)::int FROM payroll.export_days WHERE export_id = $1) AS "employeesHeld",
              (SELECT count(*)::int FROM payroll.hours_exports WHERE exported) AS "daysExported"`,
      [result.exportID],
    );
    process.send({ ms, rssBefore, rssPeak, vmHwm, heapPeak, rows: result.rows, ...stored, totals: result.totals });
  } finally {
    await dataSource.destroy();
  }
}

/** What the job runner gives a job, without a runner: each chunk's progress is simply its own transaction. */
function jobContext(dataSource, payload, userID) {
  return {
    id: randomUUID(),
    payload,
    requestedBy: { kind: 'user', id: userID },
    done: 0,
    total: 0,
    partialResult: null,
    setTotal: async () => undefined,
    chunk: (_done, work) => dataSource.transaction(work),
  };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
