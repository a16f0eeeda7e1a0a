#!/usr/bin/env node
// `npm test`: build, check that the real PostgreSQL and Kafka are there, run every test project,
// and fail when any test was skipped — a skipped Kafka or database test must never pass as green.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(repo, 'tests/.reports/vitest.json');
const extra = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

if (!process.env.TNA_SKIP_BUILD && run('npm', ['run', '-s', 'build']) !== 0) {
  console.error('build failed');
  process.exit(1);
}

// Lint and the dependency rules fail the run but do not stop it: the tests still say what works.
const checks = [
  ['lint', 'ESLint found problems (run `npm run lint`)'],
  ['depcheck', 'the dependency rules of .dependency-cruiser.cjs are broken (run `npm run depcheck`; docs/architecture.md, "Boundaries")'],
].filter(([script]) => run('npm', ['run', '-s', script]) !== 0).map(([, problem]) => problem);

fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra]);

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
  console.error(`\n${skipped.length} test(s) were skipped; every test must run (start PostgreSQL and Kafka, install chromium):`);
  for (const name of skipped.slice(0, 50)) console.error(`  - ${name}`);
}
for (const problem of checks) console.error(`\nnpm test fails: ${problem}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(status !== 0 || failed > 0 || skipped.length > 0 || passed === 0 || checks.length > 0 ? 1 : 0);
