import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { POSTGRES_ADMIN_URL } from './postgres';
import { freePort, ServiceProcess, startEmbeddedProduct } from './processes';

/**
 * A migrated product, made once per test run (the e2e files' globalSetup) and copied for each
 * product a test starts: its PostgreSQL cluster for embedded mode, its database for distributed
 * mode and the security files' products. A copy skips initdb and the migrations, about 4 s of CPU
 * per embedded product and 2.4 s per stack, of which a run starts about a hundred. What a copy
 * holds is what a first start leaves: the migrated schemas and the administrator, whose password
 * is this one. The tests of a first start itself (embedded-start, private-folder-start) and
 * products started outside vitest (the benches) start from nothing, as before.
 */
export const TEMPLATE_ADMIN_PASSWORD = 'pw-template-Secret1';
const CLUSTER_VARIABLE = 'TNA_TEST_TEMPLATE_CLUSTER';
const DATABASE_VARIABLE = 'TNA_TEST_TEMPLATE_DATABASE';
const EMBEDDED_JS = 'services/dist/main/embedded.js';

/** The administrator's password of a product labelled `label`: the template's when it was copied from one. */
export function adminPasswordOf(label: string, fromTemplate: boolean): string {
  return fromTemplate ? TEMPLATE_ADMIN_PASSWORD : `pw-${label}-Secret1`;
}

/** The template's data folder (its cluster and PostgreSQL password), when this run made one. */
export function templateCluster(): string | undefined {
  return process.env[CLUSTER_VARIABLE] || undefined;
}

/** The template database on the test PostgreSQL server, when this run made one. */
export function templateDatabase(): string | undefined {
  return process.env[DATABASE_VARIABLE] || undefined;
}

/** Copies the template's data folder into `dataDir` with owners and modes, as the server that runs as `postgres` needs. */
export function copyTemplateCluster(template: string, dataDir: string): void {
  execFileSync('cp', ['-a', `${template}/.`, dataDir]);
}

/**
 * The template's cluster must be a stopped one: a copied `postmaster.pid` would make each copy's
 * start stop "its leftover server", the template's or whatever process has that number now. As
 * root the server may keep its data elsewhere (a folder the postgres user cannot enter): then
 * there is nothing here to copy, and the copies would start from nothing.
 */
function checkStoppedCluster(dataDir: string): void {
  const cluster = path.join(dataDir, 'pg');
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) throw new Error(`the template product kept no cluster in ${cluster}`);
  if (fs.existsSync(path.join(cluster, 'postmaster.pid'))) throw new Error(`the template's PostgreSQL did not stop cleanly (${cluster}/postmaster.pid is there)`);
}

/** vitest's globalSetup: makes both templates (workers inherit where they are) and removes them after the run. */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tna-template-'));
  const database = `tna_test_template_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const teardown = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    // Both settle before a failure is thrown, so no template product is left running.
    const made = await Promise.allSettled([
      (async () => {
        await (await startEmbeddedProduct({ dataDir, adminPassword: TEMPLATE_ADMIN_PASSWORD })).process.stop();
        checkStoppedCluster(dataDir);
      })(),
      (async () => {
        const product = new ServiceProcess(
          'template',
          [EMBEDDED_JS],
          { DATABASE_URL: url.toString(), KAFKA_BROKERS: '', TNA_ADMIN_PASSWORD: TEMPLATE_ADMIN_PASSWORD, TNA_TIME_ZONE: 'Africa/Johannesburg' },
          await freePort(),
        );
        product.start();
        try {
          await product.waitHealthy();
        } finally {
          await product.stop();
        }
      })(),
    ]);
    const failed = made.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[CLUSTER_VARIABLE] = dataDir;
  process.env[DATABASE_VARIABLE] = database;
  return teardown;
}
