import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const fixture = path.join(repo, 'tests/fixtures/boundaries');
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(repo, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Runs depcruise with the repository's rules over the folders `npm run depcheck` checks. */
function depcruiseIn(directory: string, outputType: 'json' | 'err') {
  const targets = ['services', 'contracts', 'console'];
  return spawnSync(process.execPath, [depcruise, '--config', config, '--output-type', outputType, ...targets], { cwd: directory, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** Each violation as `rule: from → to`, a package named by its name wherever it is installed. */
function violationsIn(directory: string): string[] {
  const result = depcruiseIn(directory, 'json');
  expect(result.stderr).toBe('');
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^(\.\.\/)*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$2')}`).sort();
}

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('fire on each deliberate violation of the fixture tree, and on nothing it is allowed to import', () => {
    expect(violationsIn(fixture)).toEqual(
      [
        'console-not-server: console/src/page.tsx → services/api/src/orders/orders.store.ts',
        'console-not-server: console/src/page.tsx → services/libs/platform/src/index.ts',
        'contracts-stand-alone: contracts/src/index.ts → services/api/src/orders/orders.store.ts',
        'domain-is-pure: services/api/src/orders/domain/order.ts → @nestjs/common',
        'domain-is-pure: services/api/src/orders/domain/order.ts → fs',
        'domain-is-pure: services/api/src/orders/domain/order.ts → kafkajs',
        'domain-is-pure: services/api/src/orders/domain/order.ts → pg',
        'domain-is-pure: services/api/src/orders/domain/order.ts → services/api/src/orders/orders.store.ts',
        'domain-is-pure: services/api/src/orders/domain/order.ts → typeorm',
        'domain-spec-is-pure: services/api/src/orders/domain/order.spec.ts → child_process',
        'not-to-unresolvable: services/ingestion/src/readers/readers.store.ts → ./missing',
        'platform-not-services: services/libs/platform/src/index.ts → services/ingestion/src/readers/readers.store.ts',
        'service-not-embedded-host: services/api/src/main.ts → services/main/host.ts',
        'service-not-other-service: services/api/src/orders/orders.store.ts → services/ingestion/src/readers/readers.store.ts',
      ].sort(),
    );
    // The command-line run (as in `npm run depcheck`) fails on them.
    const run = depcruiseIn(fixture, 'err');
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('14 dependency violations (14 errors');
  });

  it('find nothing in the repository, with the same folders as `npm run depcheck`', () => {
    const script = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts.depcheck as string;
    expect(script).toBe('depcruise --config .dependency-cruiser.cjs services contracts console');
    expect(violationsIn(repo)).toEqual([]);
  });
});
