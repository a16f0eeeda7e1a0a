#!/usr/bin/env node
// `npm test`: give the machine what the tests need (tests/support/provisioner.ts: PostgreSQL,
// Kafka, Chromium), build, run every test project, stop what it started, and fail when any test
// was skipped — a skipped Kafka or database test must never pass as green.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// TypeScript for the provisioner (tests/support is TypeScript); this process only, not its children.
import 'tsx';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(repo, 'tests/.reports/vitest.json');
const extra = process.argv.slice(2);
const log = (line) => console.log(`npm test: ${line}`);

let current; // the running step and its end, to hand a signal on to
function run(command, args, env = {}) {
  const child = spawn(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  const exit = new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
  current = { child, exit };
  return exit;
}

// Probes, logs the plan, installs missing packages; a machine it cannot prepare stops the run here.
// A CommonJS module seen from here, so its exports come as `default`.
const { prepare } = (await import('./support/provisioner.ts')).default;
let services;
try {
  services = (await prepare(repo, log)).start();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(1);
}
services.catch(() => undefined); // awaited after the build; until then its failure must not end the process
// Whatever ends the run, the servers it started are stopped.
const stopServices = async () => (await services.catch(() => undefined))?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    // The step ends first, so no test sees its servers vanish.
    current?.child.kill(signal);
    await current?.exit;
    await stopServices();
    process.exit(1);
  });
}
async function fail(message) {
  await stopServices();
  console.error(message);
  process.exit(1);
}

// The servers start while the build runs.
if (!process.env.TNA_SKIP_BUILD && (await run('npm', ['run', '-s', 'build'])) !== 0) await fail('build failed');
// Lint and the dependency rules fail the run but do not stop it: the tests still say what works.
// They run while the servers start. A further check is one more row here.
const checks = [];
for (const [script, problem] of [
  ['lint', 'ESLint found problems (run `npm run lint`)'],
  ['depcheck', 'the dependency rules of .dependency-cruiser.cjs are broken (run `npm run depcheck`; docs/architecture.md, "Boundaries")'],
  ['typecheck:tools', 'the tests, benches or tools do not type-check (run `npm run typecheck:tools`); the build checks only the services and the console'],
]) {
  if ((await run('npm', ['run', '-s', script])) !== 0) checks.push(problem);
}

let env;
try {
  env = (await services).env;
} catch (error) {
  await fail(`npm test: ${error.message}`);
}

fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
const status = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra], env);
await stopServices();

if (!fs.existsSync(report)) {
  console.error('vitest wrote no report');
  process.exit(status || 1);
}
const results = JSON.parse(fs.readFileSync(report, 'utf8'));
const skipped = [];
for (const file of results.testResults) {
  for (const test of file.assertionResults) {
    if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo') skipped.push(`${path.relative(repo, file.name)} > ${test.fullName}`);
  }
}
const passed = results.numPassedTests;
const failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? results.numFailedTestSuites : 0);
if (skipped.length > 0) {
  console.error(`\n${skipped.length} test(s) were skipped; every test must run:`);
  for (const name of skipped.slice(0, 50)) console.error(`  - ${name}`);
}
for (const problem of checks) console.error(`\nnpm test fails: ${problem}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(status !== 0 || failed > 0 || skipped.length > 0 || passed === 0 || checks.length > 0 ? 1 : 0);
