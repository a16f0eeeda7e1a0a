import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_CSV_TEMPLATE_ID, TOPICS, type DataExportJobResult, type Employee, type EventEnvelope } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { readTopics } from '../support/kafka';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { jobEnded } from '../support/jobs';

const DAY_MS = 86_400_000;
/** The Monday two weeks before this one: a day that is over. */
const now = new Date();
const MONDAY = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 14)).toISOString().slice(0, 10);
const SUNDAY = new Date(Date.parse(MONDAY) + 6 * DAY_MS).toISOString().slice(0, 10);

describe('a payroll export announced on tna.payroll.exported.v1 for payroll systems that listen (distributed mode, real Kafka)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let topic: Awaited<ReturnType<typeof readTopics>>;

  beforeAll(async () => {
    product = await startProduct('distributed', 'payroll-exported');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    topic = await readTopics(product.namespace!, [TOPICS.payrollExported]);
  });

  afterAll(async () => {
    await topic?.stop();
    await product?.stop();
  });

  it('publishes the export summary with where to fetch the file, and the file fetched from there has its SHA-256', async () => {
    const roster = await aWeekdayRoster(api, OFFICE_DAY);
    const normal = await api.ok<{ id: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    const payroll = await api.ok<{ id: string }>('CreatePayroll', { name: 'Listening', number: '0077', exportFileVersion: '1' });
    await api.ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: normal.id });
    const employee = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: '7701',
      firstName: 'Lindiwe',
      surname: 'Listener',
      timeZone: 'Africa/Johannesburg',
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      payrollID: payroll.id,
      hourlyRate: '50',
    });
    await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T08:00:00+02:00` });
    await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T17:00:00+02:00` });
    await waitFor('Monday calculated', async () => ((await dayOf(api, employee, MONDAY))?.normalTimeTot === 480 ? true : undefined));

    const { jobID } = await api.ok<{ jobID: string }>('DataExportFromTemplate', { payrollID: payroll.id, from: MONDAY, to: SUNDAY, templateID: GENERIC_CSV_TEMPLATE_ID });
    const job = await jobEnded(api, jobID);
    expect(job.state).toBe('succeeded');
    const result = job.result as DataExportJobResult;

    const event = await waitFor('tna.payroll.exported.v1 on Kafka', async () => topic.events.find((e) => e.type === 'PayrollExported') as EventEnvelope<'PayrollExported'> | undefined);
    expect(event.key).toBe(result.exportID);
    expect(event.payload).toMatchObject({
      exportID: result.exportID,
      payrollID: payroll.id,
      payrollName: 'Listening',
      from: MONDAY,
      to: SUNDAY,
      templateID: GENERIC_CSV_TEMPLATE_ID,
      templateName: 'Generic CSV',
      rows: 1,
      totals: [{ payCode: 'NT', minutes: 480, amount: 400 }],
      sha256: result.sha256,
      downloadUrl: result.downloadUrl,
    });

    const file = await fetch(new URL(event.payload.downloadUrl, product.apiUrl), { headers: { Token: api.token! } });
    expect(file.status).toBe(200);
    expect(createHash('sha256').update(Buffer.from(await file.arrayBuffer())).digest('hex')).toBe(event.payload.sha256);
    // One export, one announcement.
    expect(topic.events.filter((e) => e.type === 'PayrollExported')).toHaveLength(1);
  });
});
