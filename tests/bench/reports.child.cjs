// One report of `npm run bench:reports` (reports.bench.ts), in a process of its own: plain node
// running the api's compiled report job (services/dist, built by the script) in a real JobRunner
// over one pg DataSource, as the api runs it: the job is queued in api.jobs, claimed, streamed
// and its file stored in parts. No tsx compiling TypeScript in the process, none of the other
// services, so the resident memory is the report's. The parent forks it with the job's payload as
// JSON and gets one message back: the job's seconds (started to finished, as stored), the RSS
// before and at most (sampled every 20 ms, and the kernel's VmHWM), V8's heap at most, the result.
const pino = require('pino');
const { sampleMemory } = require('./memory-sampler.cjs');
const { createServiceDataSource, enqueue, JobRunner } = require('@tna/platform');
const { ReportJob, REPORT } = require('../../services/dist/api/src/reports/jobs/report.job');

async function main() {
  const request = JSON.parse(process.argv[2]);
  const dataSource = await createServiceDataSource({ service: 'api', url: request.url, entities: [], migrations: [] }).initialize();
  try {
    const runtime = { service: 'api', config: { TNA_TIME_ZONE: request.payload.context.timeZone }, dataSource, logger: pino({ level: 'warn' }), relay: { kick: () => undefined } };
    const runner = new JobRunner(runtime, [new ReportJob(runtime)], { pollMs: 20, heartbeatMs: 10_000, staleAfterMs: 30_000 });
    const memory = sampleMemory(20);
    const jobID = await dataSource.transaction((manager) => enqueue(manager, REPORT, request.payload, { kind: 'user', id: request.userID }, 0));
    runner.start();
    let job;
    for (;;) {
      [job] = await dataSource.query(
        `SELECT state, error, result, progress_done AS done, extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM api.jobs WHERE id = $1 AND finished_at IS NOT NULL`,
        [jobID],
      );
      if (job) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { rssBefore, rssPeak, vmHwm, heapPeak } = memory.stop();
    await runner.stop();
    process.send({ ms: Number(job.ms), state: job.state, error: job.error, result: job.result, done: job.done, rssBefore, rssPeak, vmHwm, heapPeak });
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
