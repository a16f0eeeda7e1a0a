import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, Scanner } from '@tna/contracts';
import { evacuationReport } from '../../services/api/src/reports/definitions/evacuation.report';
import type { ReportContext } from '../../services/api/src/reports/domain/report';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { generateReport, pdfFirstPageIsNotBlank, pdfText, readSheet } from './support/reports';

const COMPANY_ZONE = 'Africa/Johannesburg';

/**
 * The Evacuation report on a small company with known clockings: who is on site at a date and
 * time, across midnight and time zones: one instant for everyone, each clocking shown in its employee's zone (docs/reports.md, "Evacuation").
 */
describe('Evacuation report (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  const people: Record<string, Employee> = {};
  const readers: Record<string, Scanner> = {};

  /** The report's rows as the report job gets them: the definition's SQL on the product's database, each record through its row(). */
  const rowsAt = async (evacuateOn: string, evacuateAt: string, groupBy: ReportContext['groupBy'] = null, timeZone?: string) => {
    const options = { from: evacuateOn, to: evacuateOn, output: 'excel' as const, evacuateOn, evacuateAt, timeZone };
    const context: ReportContext = {
      from: evacuateOn,
      to: evacuateOn,
      employeeIDs: Object.values(people).map((employee) => employee.id),
      groupBy,
      heading: null,
      output: 'excel',
      timeZone: COMPANY_ZONE,
    };
    const query = evacuationReport.query(options, context);
    const records = await product.query(query.text, query.values);
    return records.flatMap((record) => evacuationReport.row(record, options, context) ?? []);
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'report-evacuation');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const plant = await api.ok<{ id: string }>('CreateDepartment', { name: 'Plant' });
    const office = await api.ok<{ id: string }>('CreateDepartment', { name: 'Office' });
    const reader = async (key: string, name: string, type: string, timeZone: string) => {
      const serial = `EV${randomBytes(4).toString('hex').toUpperCase()}`;
      readers[key] = await api.ok<Scanner>('CreateScanner', { name, make: 'ZKTeco', type, externalId: serial, timeZone });
      return new ZkPushDevice(product.readerUrl, serial);
    };
    const gate = await reader('gate', 'Main gate', 'T&A', COMPANY_ZONE);
    const door = await reader('door', 'Plant door', 'Access Control', COMPANY_ZONE);
    const london = await reader('london', 'London door', 'Access Control', 'Europe/London');
    const hire = async (key: string, employeeNumber: string, surname: string, departmentID: string, timeZone: string) => {
      people[key] = await api.ok<Employee>('CreateEmployee', { employeeNumber, firstName: key, surname, departmentID, timeZone });
    };
    await hire('londoner', 'EV01', 'Abbott', office.id, 'Europe/London');
    await hire('night', 'EV02', 'Baker', plant.id, COMPANY_ZONE);
    await hire('gone', 'EV03', 'Cole', plant.id, COMPANY_ZONE);
    await hire('late', 'EV04', 'Dube', office.id, COMPANY_ZONE);
    await hire('never', 'EV05', 'Evans', office.id, COMPANY_ZONE);
    // Readers send their own local time; state 0 is IN and 1 OUT (access-control readers only:
    // a time-and-attendance reader's key is not trusted, so the gate's clocking has no direction).
    await gate.uploadUntilAccepted([ZkPushDevice.line('EV02', '2026-03-09T22:00:00', 0)]);
    await door.uploadUntilAccepted([
      ZkPushDevice.line('EV03', '2026-03-09T08:00:00', 0),
      ZkPushDevice.line('EV03', '2026-03-09T17:00:00', 1),
      ZkPushDevice.line('EV04', '2026-03-10T01:30:00', 0),
    ]);
    // 23:00 in London is 01:00 on the 10th in Johannesburg.
    await london.uploadUntilAccepted([ZkPushDevice.line('EV01', '2026-03-09T23:00:00', 0)]);
    await waitFor('the five clockings placed on their days', async () => {
      const [row] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.clockings WHERE employee_shift_id IS NOT NULL');
      return row.n === 5 ? true : undefined;
    });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('counts an employee who clocked in at 22:00 yesterday as on site at 01:00 today, shown in each employee own zone', async () => {
    expect(await rowsAt('2026-03-10', '01:00')).toEqual([
      {
        groups: [''],
        cells: { employee_number: 'EV01', name: 'Abbott, londoner', department: 'Office', clocked_at: '2026-03-09 23:00', reader: 'London door', direction: 'IN' },
      },
      {
        groups: [''],
        cells: { employee_number: 'EV02', name: 'Baker, night', department: 'Plant', clocked_at: '2026-03-09 22:00', reader: 'Main gate', direction: 'IN (paired)' },
      },
    ]);
  });

  it('checks everyone at one instant, the installation zone\'s wall time unless the request names the site\'s zone', async () => {
    // 00:30 in Johannesburg is 22:30 in London: the Londoner clocks in at 23:00 London, half an hour after.
    expect((await rowsAt('2026-03-10', '00:30')).map((row) => [row.cells.employee_number, row.cells.clocked_at])).toEqual([['EV02', '2026-03-09 22:00']]);
    // The same question asked for a site in London: 00:30 there is 02:30 in Johannesburg, after the three came in.
    expect((await rowsAt('2026-03-10', '00:30', null, 'Europe/London')).map((row) => [row.cells.employee_number, row.cells.clocked_at])).toEqual([
      ['EV01', '2026-03-09 23:00'],
      ['EV02', '2026-03-09 22:00'],
      ['EV04', '2026-03-10 01:30'],
    ]);
    expect((await rowsAt('2026-03-09', '22:59', null, 'Europe/London')).map((row) => row.cells.employee_number)).toEqual(['EV02']);
  });

  it('leaves out whoever clocked out last, and counts an IN at the very minute asked', async () => {
    expect((await rowsAt('2026-03-09', '12:00')).map((row) => row.cells.employee_number)).toEqual(['EV03']);
    expect((await rowsAt('2026-03-09', '17:00')).map((row) => row.cells.employee_number)).toEqual([]);
    expect((await rowsAt('2026-03-10', '01:30')).map((row) => [row.cells.employee_number, row.cells.clocked_at])).toEqual([
      ['EV01', '2026-03-09 23:00'],
      ['EV02', '2026-03-09 22:00'],
      ['EV04', '2026-03-10 01:30'],
    ]);
  });

  it('counts an IN only within the 24 hours before: older, the OUT was forgotten', async () => {
    expect((await rowsAt('2026-03-11', '01:00')).map((row) => row.cells.employee_number)).toEqual(['EV04']);
    expect((await rowsAt('2026-03-11', '01:30')).map((row) => row.cells.employee_number)).toEqual([]);
  });

  it('groups by department, in group order', async () => {
    expect((await rowsAt('2026-03-10', '02:00', 'department')).map((row) => [row.groups[0], row.cells.employee_number])).toEqual([
      ['Office', 'EV01'],
      ['Office', 'EV04'],
      ['Plant', 'EV02'],
    ]);
  });

  /** The evacuation at 2026-03-10 `at` made through its call for the five employees, as its user downloads it. */
  const fileOf = async (output: string, extra: Record<string, unknown> = {}) =>
    (
      await generateReport(api, 'GenerateReportEmployeeEvacuation', {
        from: '2026-03-10',
        to: '2026-03-10',
        employeeIDs: Object.values(people).map((employee) => employee.id),
        evacuateOn: '2026-03-10',
        evacuateAt: '01:30',
        output,
        ...extra,
      })
    ).file;

  it('makes the Excel through GenerateReportEmployeeEvacuation, grouped by department with a headcount per group', async () => {
    const rows = await readSheet(await fileOf('excel', { groupBy: 'department' }));
    const header = rows.findIndex((row) => row[0] === 'Employee #');
    expect(rows.slice(0, header).map((row) => row.join(' '))).toContain('On site at 2026-03-10 01:30 Africa/Johannesburg, by their last clocking of the 24 hours before (shown in each employee\'s time zone)');
    expect(rows[header]).toEqual(['Employee #', 'Name', 'Department', 'Last clocking', 'Reader', 'Direction']);
    expect(rows.slice(header + 1)).toEqual([
      ['Office'],
      ['EV01', 'Abbott, londoner', 'Office', '2026-03-09 23:00', 'London door', 'IN'],
      ['EV04', 'Dube, late', 'Office', '2026-03-10 01:30', 'Plant door', 'IN'],
      ['Total Office (2 rows)'],
      ['Plant'],
      ['EV02', 'Baker, night', 'Plant', '2026-03-09 22:00', 'Main gate', 'IN (paired)'],
      ['Total Plant (1 row)'],
      ['Grand total (3 rows)'],
    ]);
  });

  it('makes the PDF with the heading, the people on site and a first page that is not blank, and Excel Text', async () => {
    const pdf = await fileOf('pdf', { heading: 'Fire drill' });
    const text = await pdfText(pdf);
    expect(text).toContain('Fire drill');
    expect(text).toMatch(/EV02\s+Baker, night\s+Plant\s+.*22:00\s+Main gate\s+IN \(paired\)/);
    expect(text).toContain('Grand total (3 rows)');
    expect(text).not.toContain('Cole');
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
    const lines = (await fileOf('excelText')).toString('utf8').split('\r\n');
    expect(lines).toContain('EV01\tAbbott, londoner\tOffice\t2026-03-09 23:00\tLondon door\tIN');
  });

  it('refuses bad options with 400 naming the field, and starts nothing', async () => {
    const [{ n: before }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.jobs');
    const good = { from: '2026-03-10', to: '2026-03-10', output: 'pdf', evacuateOn: '2026-03-10', evacuateAt: '01:00' };
    for (const [change, field] of [
      [{ evacuateAt: '25:00' }, 'evacuateAt'],
      [{ evacuateAt: '1:00' }, 'evacuateAt'],
      [{ evacuateAt: undefined }, 'evacuateAt'],
      [{ evacuateOn: '2026-02-30' }, 'evacuateOn'],
      [{ evacuateOn: undefined }, 'evacuateOn'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ groupBy: 'planet' }, 'groupBy'],
      [{ to: '2027-03-12' }, 'to'],
    ] as const) {
      const answer = await api.call<{ field: string }>('GenerateReportEmployeeEvacuation', { ...good, ...change });
      expect([change, answer.status, answer.body.field]).toEqual([change, 400, field]);
    }
    const [{ n: after }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.jobs');
    expect(after).toBe(before);
    expect((await api.call('GetEmployees', {})).status).toBe(200);
  });
});
