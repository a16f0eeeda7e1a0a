import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_CSV_TEMPLATE_ID, type DataExport, type DataExportJobResult, type Employee, type EmployeeShift, type IdName, type Job, type ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf as dayIn, OFFICE_DAY } from '../support/company';
import { waitFor } from '../support/wait';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { jobEnded } from '../support/jobs';

const DAY_MS = 86_400_000;
/** The Monday two weeks before this one: its days are over, and within manual clockings' 366 days. */
const now = new Date();
const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 14);
const dateOf = (n: number) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10);
const MONDAY = dateOf(0);
const TUESDAY = dateOf(1);
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const TITLES = 'Payroll Number,Payroll,From,To,Employee Number,Surname,First Name,Pay Code,Pay Code Name,Hours,Hourly Rate,Multiplier,Amount';

describe('payroll export: authorise, export with the generic CSV, download, exported days locked, re-opened, changed, exported again as a delta (embedded mode)', () => {
  let product: SecuredProduct;
  let exporter: ApiClient;
  let employee: Employee;
  let payroll: { id: string };
  let first: DataExportJobResult;
  /** The ADP-style preset: it needs a company code and a batch id from the payroll's parameters. */
  let adpID: string;

  const api = () => product.admin;
  const dayOf = async (date: string) => (await dayIn(api(), employee, date))!;
  const exportsStored = async () => (await product.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payroll.exports'))[0].n;
  const exportedDays = async () => (await product.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payroll.hours_exports WHERE exported'))[0].n;
  const exportedFlag = (date: string, exported: boolean) => waitFor(`${date} exported ${exported}`, async () => ((await dayOf(date)).exported === exported ? true : undefined));
  /** Runs one export call and follows its job to the end with GetJob, as the console does. */
  const runExport = async (call: string, body: Record<string, unknown>): Promise<DataExportJobResult> => {
    const { jobID } = await exporter.ok<{ jobID: string }>(call, { payrollID: payroll.id, from: MONDAY, to: TUESDAY, ...body });
    const job = await jobEnded(exporter, jobID);
    expect(job, JSON.stringify(job)).toMatchObject({ state: 'succeeded', service: 'payroll', kind: 'payroll-export' });
    return job.result as DataExportJobResult;
  };
  const download = async (client: ApiClient, url: string) => {
    const response = await fetch(new URL(url, product.url), { headers: client.token ? { Token: client.token } : {} });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  };
  const csvLines = (body: Buffer) => body.toString('utf8').split('\r\n').filter((line) => line !== '');
  /** What a day's change sends per pay code (NT, and OT at 1.5), and the Generic CSV's lines and totals for it. */
  const changeOf = (before: EmployeeShift, after: EmployeeShift) => {
    const changes = (
      [
        ['NT', 'Normal time', after.normalTimeTot - before.normalTimeTot, 1],
        ['OT', 'Overtime', after.overTime1Tot - before.overTime1Tot, 1.5],
      ] as const
    ).filter(([, , minutes]) => minutes !== 0);
    expect(changes.length).toBeGreaterThan(0);
    return {
      rows: changes.length,
      totals: changes.map(([payCode, , minutes, multiplier]) => ({ payCode, minutes, amount: (minutes / 60) * 100 * multiplier })),
      lines: [
        TITLES,
        ...changes.map(
          ([code, name, minutes, multiplier]) =>
            `0042,Weekly,${MONDAY},${TUESDAY},8301,Exporter,Ada,${code},${name},${(minutes / 60).toFixed(2)},100.00,${multiplier.toFixed(2)},${((minutes / 60) * 100 * multiplier).toFixed(2)}`,
        ),
      ],
    };
  };

  beforeAll(async () => {
    product = await startSecuredProduct('payroll-export');
    const roster = await aWeekdayRoster(api(), OFFICE_DAY);
    const rate = await api().ok<{ id: string }>('CreatePayRate', { name: 'Time and a half', code: 'R15', multiplier: '1.5' });
    const normal = await api().ok<{ id: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    const overtime = await api().ok<{ id: string }>('CreatePayCode', { name: 'Overtime', code: 'OT', payRateID: rate.id });
    payroll = await api().ok<{ id: string }>('CreatePayroll', { name: 'Weekly', number: '0042', exportFileVersion: '1' });
    await api().ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: normal.id });
    await api().ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'overtime1', payCodeID: overtime.id });
    employee = await api().ok<Employee>('CreateEmployee', {
      employeeNumber: '8301',
      firstName: 'Ada',
      surname: 'Exporter',
      timeZone: 'Africa/Johannesburg',
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      payrollID: payroll.id,
      hourlyRate: '100',
    });
    for (const date of [MONDAY, TUESDAY]) {
      await api().ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T08:00:00+02:00` });
      await api().ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T17:00:00+02:00` });
    }
    await waitFor('both days calculated', async () => ((await dayIn(api(), employee, TUESDAY))?.normalTimeTot === 480 && (await dayIn(api(), employee, MONDAY))?.normalTimeTot === 480 ? true : undefined));
    const user = await aUser(api(), await aTemplate(api(), ['dataExport']));
    exporter = new ApiClient(product.url);
    await exporter.login(user.username, PASSWORD);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('lists every preset and the parameters of one', async () => {
    const templates = await exporter.ok<IdName[]>('GetDataExportTemplates_IDName', undefined, { method: 'GET' });
    expect(templates).toHaveLength(6);
    expect(templates[0]).toEqual({ id: GENERIC_CSV_TEMPLATE_ID, name: 'Generic CSV' });
    adpID = templates.find((t) => t.name.startsWith('ADP'))!.id;
    const parameters = await exporter.ok('GetDataExportTemplateParameters_ForDataExportTemplateID', undefined, { method: 'GET', query: { DataExportTemplateID: adpID } });
    expect(parameters).toContainEqual(expect.objectContaining({ type: 'CompanyCode', required: true }));
    expect((await exporter.call('GetDataExportTemplateParameters_ForDataExportTemplateID', undefined, { method: 'GET', query: { DataExportTemplateID: UNKNOWN } })).status).toBe(404);
  });

  it('exports the authorised days with the generic CSV as a job, stores the record and marks the days exported', async () => {
    await api().ok('AuthUnAuthHoursEmplsDateRange', { employeeIDs: [employee.id], from: MONDAY, to: TUESDAY, authorise: true });
    first = await runExport('DataExportFromTemplate', { approvedOnly: true, notYetExported: true, templateID: GENERIC_CSV_TEMPLATE_ID });
    expect(first).toMatchObject({ rows: 1, delta: false, totals: [{ payCode: 'NT', minutes: 960, amount: 1600 }], downloadUrl: `/api/GetDataExportFile?ID=${first.exportID}` });
    await exportedFlag(MONDAY, true);
    await exportedFlag(TUESDAY, true);
    const [record] = (await exporter.ok<ListResult<DataExport>>('GetDataExports', {})).items;
    expect(record).toMatchObject({ id: first.exportID, payrollName: 'Weekly', from: MONDAY, to: TUESDAY, templateName: 'Generic CSV', templateVersion: 1, rows: 1, sha256: first.sha256 });
  });

  it('downloads the file with the token and the right (401 without a token, 403 without dataExport, 404 for an unknown id) and reads it back', async () => {
    const file = await download(exporter, first.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="payroll-0042_.+\.csv"$/);
    expect(createHash('sha256').update(file.body).digest('hex')).toBe(first.sha256);
    expect(csvLines(file.body)).toEqual([TITLES, `0042,Weekly,${MONDAY},${TUESDAY},8301,Exporter,Ada,NT,Normal time,16.00,100.00,1.00,1600.00`]);

    expect((await download(new ApiClient(product.url), first.downloadUrl)).status).toBe(401);
    const other = await aUser(api(), await aTemplate(api(), ['clkAuthoriseHours']));
    const outsider = new ApiClient(product.url);
    await outsider.login(other.username, PASSWORD);
    expect((await download(outsider, first.downloadUrl)).status).toBe(403);
    expect((await download(exporter, `/api/GetDataExportFile?ID=${UNKNOWN}`)).status).toBe(404);
  });

  it('refuses to unlock (110) and a manual clocking (10) on the exported days', async () => {
    expect(await api().ok('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: false })).toMatchObject({ resultCode: 110 });
    expect(await api().ok('CreateClockInOut', { employeeID: employee.id, date: MONDAY, inAt: `${MONDAY}T18:00`, outAt: `${MONDAY}T19:00` })).toMatchObject({ resultCode: 10 });
  });

  it('sends only the change of a day re-opened with HoursExported and then changed', async () => {
    const before = await dayOf(MONDAY);
    await exporter.ok('HoursExported', { employeeShiftsIDs: [before.id], exported: false });
    await exportedFlag(MONDAY, false);
    await api().ok('CreateClockInOut', { employeeID: employee.id, date: MONDAY, inAt: `${MONDAY}T18:00`, outAt: `${MONDAY}T19:00` });
    const after = await waitFor('Monday recalculated', async () => {
      const day = await dayOf(MONDAY);
      return day.normalTimeTot + day.overTime1Tot !== before.normalTimeTot + before.overTime1Tot ? day : undefined;
    });
    const change = changeOf(before, after);

    const delta = await runExport('DataExportFromTemplate', { approvedOnly: false, notYetExported: true, templateID: GENERIC_CSV_TEMPLATE_ID });
    expect(delta).toMatchObject({ delta: true, rows: change.rows, totals: change.totals });
    expect(csvLines((await download(exporter, delta.downloadUrl)).body)).toEqual(change.lines);
    await exportedFlag(MONDAY, true);

    // The same day in full when asked: the whole of Monday, not the difference.
    await exporter.ok('HoursExported', { employeeShiftsIDs: [after.id], exported: false });
    const full = await runExport('DataExportFromTemplate', { notYetExported: true, full: true, templateID: GENERIC_CSV_TEMPLATE_ID });
    expect(full.delta).toBe(false);
    expect(full.totals.reduce((sum, total) => sum + total.minutes, 0)).toBe(after.normalTimeTot + after.overTime1Tot);
    const list = await exporter.ok<ListResult<DataExport>>('GetDataExports', {});
    expect(list.items.map((item) => item.id)).toEqual([full.exportID, delta.exportID, first.exportID]);
  });

  it('ExportHoursToPayroll exports with the Generic CSV, approved days not yet exported, by default: a re-opened unchanged day sends nothing', async () => {
    const tuesday = await dayOf(TUESDAY);
    await exporter.ok('HoursExported', { employeeShiftsIDs: [tuesday.id], exported: false });
    const result = await runExport('ExportHoursToPayroll', {});
    expect(result).toMatchObject({ rows: 0, totals: [], delta: true });
    expect(csvLines((await download(exporter, result.downloadUrl)).body)).toEqual([TITLES]);
    await exportedFlag(TUESDAY, true);
  });

  it('sends, with "hours not yet exported", the change a reader’s late clocking made to an exported day, which stays flagged; whole with full; nothing once flagged by hand', async () => {
    const worked = (day: EmployeeShift) => day.normalTimeTot + day.overTime1Tot;
    /** A reader's pair of clockings on Tuesday evening, and Tuesday once it holds that hour more. */
    const aLateHour = async (from: number, was: EmployeeShift) => {
      // A reader's clockings are a record of what happened: the flag does not refuse them (docs/payroll.md).
      for (const hour of [from, from + 1]) await api().ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${TUESDAY}T${hour}:00:00+02:00` });
      return waitFor(`Tuesday with ${from}:00–${from + 1}:00`, async () => {
        const day = await dayOf(TUESDAY);
        return worked(day) === worked(was) + 60 ? day : undefined;
      });
    };
    const notYetExported = (more: Record<string, unknown> = {}) => runExport('DataExportFromTemplate', { approvedOnly: false, notYetExported: true, templateID: GENERIC_CSV_TEMPLATE_ID, ...more });

    const before = await dayOf(TUESDAY);
    expect(before.exported).toBe(true);
    const after = await aLateHour(18, before);
    const change = changeOf(before, after);
    const late = await notYetExported();
    expect(late).toMatchObject({ delta: true, rows: change.rows, totals: change.totals });
    expect(csvLines((await download(exporter, late.downloadUrl)).body)).toEqual(change.lines);
    expect((await dayOf(TUESDAY)).exported).toBe(true);
    // Payroll now holds the day as it is: the next run sends nothing of it.
    expect(await notYetExported()).toMatchObject({ rows: 0, totals: [] });

    // Asked in full, a changed day goes out whole.
    const later = await aLateHour(20, after);
    const whole = await notYetExported({ full: true });
    expect(whole.delta).toBe(false);
    expect(whole.totals.reduce((sum, total) => sum + total.minutes, 0)).toBe(worked(later));

    // Re-opened, changed and flagged again by hand (the change keyed into payroll directly): the flag says payroll has it.
    await exporter.ok('HoursExported', { employeeShiftsIDs: [later.id], exported: false });
    await exportedFlag(TUESDAY, false);
    const keyed = await aLateHour(22, later);
    await exporter.ok('HoursExported', { employeeShiftsIDs: [keyed.id], exported: true });
    await exportedFlag(TUESDAY, true);
    expect(await notYetExported()).toMatchObject({ rows: 0, totals: [] });
  });

  it('refuses bad input with a 400 naming the field, queuing and storing nothing', async () => {
    const noParameters = await api().ok<{ id: string }>('CreatePayroll', { name: 'Bare', number: '0043' });
    const [before, flags, jobs] = [await exportsStored(), await exportedDays(), (await exporter.ok<ListResult<Job>>('GetJobs', {})).total];
    const bad: [Record<string, unknown>, string][] = [
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
      [{ from: TUESDAY, to: MONDAY }, 'to'],
      [{ payrollID: UNKNOWN }, 'payrollID'],
      [{ templateID: UNKNOWN }, 'templateID'],
      [{ payrollID: noParameters.id, templateID: adpID }, 'payrollID'],
      [{ templateID: undefined }, 'templateID'],
      [{ from: 'Monday' }, 'from'],
    ];
    for (const [change, field] of bad) {
      const body = { payrollID: payroll.id, from: MONDAY, to: TUESDAY, templateID: GENERIC_CSV_TEMPLATE_ID, ...change };
      const answer = await exporter.call<{ field: string; message?: string; error?: string }>('DataExportFromTemplate', body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { field } });
    }
    const lacking = await exporter.call<{ error: string }>('DataExportFromTemplate', { payrollID: noParameters.id, from: MONDAY, to: TUESDAY, templateID: adpID });
    expect(JSON.stringify(lacking.body)).toContain('CompanyCode');
    expect([await exportsStored(), await exportedDays(), (await exporter.ok<ListResult<Job>>('GetJobs', {})).total]).toEqual([before, flags, jobs]);
  });
});
