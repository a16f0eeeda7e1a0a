import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedDatabaseDir } from '@tna/platform';
import { ApiClient } from '../support/api-client';
import { assertBuilt, freePort, REPO, ServiceProcess } from '../support/processes';

/** What a clone holds after `npm ci && npm run build`; hard links, so the copy is quick and small. */
const CLONE_ENTRIES = ['package.json', 'node_modules', 'contracts', 'services', 'console'];

describe('npm start as root from a folder only root may enter (as /root is)', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tna-private-home-'));
  const clone = path.join(home, 'tna');
  const dataDir = path.join(clone, '.tna');
  let product: ServiceProcess | undefined;

  afterAll(async () => {
    await product?.stop();
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(path.dirname(sharedDatabaseDir(dataDir)), { recursive: true, force: true });
  });

  it('starts, answers /health, logs in, and keeps its data for the next start', async () => {
    assertBuilt();
    expect(os.userInfo().uid, 'this test is about root; the machines that run it run as root').toBe(0);
    fs.chmodSync(home, 0o700);
    fs.mkdirSync(clone);
    execFileSync('cp', ['-al', ...CLONE_ENTRIES.map((entry) => path.join(REPO, entry)), clone]);

    const start = async () => {
      product = new ServiceProcess('embedded-private', [path.join(clone, 'services/dist/main/embedded.js')], { TNA_DATA_DIR: dataDir, TNA_PG_PORT: String(await freePort()), TNA_ADMIN_PASSWORD: '', DATABASE_URL: '', KAFKA_BROKERS: '' }, await freePort());
      product.start();
      await product.waitHealthy(120_000);
      return fs.readFileSync(product.logFile, 'utf8');
    };
    const firstLog = await start();
    const password = /log in as admin with the password (\S+)/.exec(firstLog)?.[1];
    expect(password, 'the first start prints the password').toBeDefined();
    const api = new ApiClient(product!.url);
    await api.login('admin', password!);
    await api.ok('CreateEmployee', { employeeNumber: '5001', firstName: 'Zanele', surname: 'Dube' });
    await product!.stop();

    await start();
    const again = new ApiClient(product!.url);
    await again.login('admin', password!);
    expect((await again.ok<{ total: number }>('GetEmployees', { search: 'Dube' })).total).toBe(1);
  });
});
