import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Employee, ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startEmbeddedProduct, type EmbeddedProduct } from '../support/processes';

describe('npm start (embedded mode)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tna-first-start-'));
  let running: EmbeddedProduct | undefined;
  let firstLog = '';

  afterAll(async () => {
    await running?.process.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a one-time administrator password on the first start and keeps the data for the next', async () => {
    running = await startEmbeddedProduct({ dataDir });
    firstLog = running.process.logFile;
    // The whole log of this start: it goes on long after the password, one line a route mapped.
    const printed = /log in as admin with the password (\S+)/.exec(fs.readFileSync(firstLog, 'utf8'));
    expect(printed, 'the first start prints the password').not.toBeNull();
    const password = printed![1];

    const api = new ApiClient(running.process.url);
    await api.login('admin', password);
    await api.ok('CreateEmployee', { employeeNumber: '3001', firstName: 'Lerato', surname: 'Nkosi' });
    await running.process.stop();

    running = await startEmbeddedProduct({ dataDir });
    expect(fs.readFileSync(running.process.logFile, 'utf8'), 'the second start prints no password').not.toMatch(/log in as admin with the password/);
    const again = new ApiClient(running.process.url);
    await again.login('admin', password);
    const employees = await again.ok<ListResult<Employee>>('GetEmployees', { search: 'Nkosi' });
    expect(employees.items.map((e) => e.employeeNumber)).toEqual(['3001']);
  });

  it('starts again after being killed outright, with its data', async () => {
    const password = /log in as admin with the password (\S+)/.exec(fs.readFileSync(firstLog, 'utf8'))![1];
    await running!.process.kill('SIGKILL');
    running = await startEmbeddedProduct({ dataDir });
    const api = new ApiClient(running.process.url);
    await api.login('admin', password);
    expect((await api.ok<ListResult<Employee>>('GetEmployees', { search: 'Nkosi' })).total).toBe(1);
  });
});
