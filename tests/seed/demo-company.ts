import type { IdName } from '@tna/contracts';
import type { ApiClient } from '../support/api-client';

/** The demo company's organisation: three business units of four departments each. */
const BUSINESS_UNITS: Record<string, string[]> = {
  'Mining Operations': ['Underground Mining', 'Surface Mining', 'Engineering', 'Safety and Health'],
  'Processing Plant': ['Crushing and Milling', 'Smelting', 'Quality Control', 'Logistics'],
  'Head Office': ['Finance', 'Human Resources', 'Information Technology', 'Procurement'],
};
const JOB_TITLES = ['Miner', 'Shift Supervisor', 'Fitter', 'Electrician', 'Plant Operator', 'Laboratory Analyst', 'Truck Driver', 'Accountant', 'HR Officer', 'Systems Administrator', 'Buyer', 'Safety Officer'];
const COST_CENTRES = ['CC 1000 Mining', 'CC 2000 Processing', 'CC 3000 Maintenance', 'CC 4000 Administration', 'CC 5000 Logistics', 'CC 6000 Projects'];
const TEAMS = ['Day Shift A', 'Day Shift B', 'Night Shift A', 'Night Shift B', 'Maintenance Crew', 'Office'];
const APPOINTMENT_TYPES = ['Permanent', 'Fixed Term Contract', 'Temporary'];
const JOB_FUNCTIONS = ['Drilling', 'Hauling', 'Maintenance', 'Administration'];
const LOCATIONS = [
  { name: 'Rustenburg Shaft 4', latitude: '-25.667500', longitude: '27.242100', radius: 400, externalID: 'RB-S4' },
  { name: 'Brits Processing Plant', latitude: '-25.634200', longitude: '27.780300', radius: 300, externalID: 'BR-PP' },
  { name: 'Sandton Head Office', latitude: '-26.107567', longitude: '28.056702', radius: 120, externalID: 'SD-HO' },
];
const READERS = ['Shaft 4 Gate North', 'Shaft 4 Gate South', 'Shaft 4 Lamp Room', 'Plant Main Gate', 'Plant Workshop', 'Head Office Reception'];

/** The demo readers' serial numbers, in the order of READERS. */
export const DEMO_READER_SERIALS = READERS.map((_, i) => `DEMO${String(i + 1).padStart(4, '0')}`);

const FIRST_NAMES = ['Thandi', 'Sipho', 'Nomsa', 'Pieter', 'Ayesha', 'Johan', 'Lerato', 'Thabo', 'Precious', 'Ruan', 'Fatima', 'Bongani', 'Anele', 'Marius', 'Zanele', 'Kagiso', 'Priya', 'Lindiwe', 'Willem', 'Naledi', 'Mandla', 'Chantelle', 'Tshepo', 'Refilwe', 'Andile', 'Riaan', 'Nokuthula', 'Sibusiso', 'Karabo', 'Elize'];
const SURNAMES = ['Mokoena', 'Dlamini', 'Nkosi', 'van der Merwe', 'Naidoo', 'Botha', 'Khumalo', 'Mahlangu', 'Pillay', 'Ndlovu', 'Pretorius', 'Mthembu', 'Molefe', 'Coetzee', 'Sithole', 'Venter', 'Govender', 'Zulu', 'Nel', 'Mabaso', 'Radebe', 'du Plessis', 'Maseko', 'Fourie', 'Shabalala', 'Joubert', 'Mokgadi', 'Kruger', 'Ntuli', 'Steyn'];

/** A small, repeatable pseudo-random sequence: the same demo company every run. */
export function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Finds the record of that name, or creates it: running the seed twice adds nothing twice. */
export async function ensure(api: ApiClient, entity: string, plural: string, record: Record<string, unknown>): Promise<string> {
  const names = await api.ok<IdName[]>(`Get${plural}_IDName`, undefined, { method: 'GET' });
  const existing = names.find((option) => option.name.toLowerCase() === String(record.name).toLowerCase());
  if (existing) return existing.id;
  return (await api.ok<{ id: string }>(`Create${entity}`, record)).id;
}

async function ensureAll(api: ApiClient, entity: string, plural: string, records: Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = [];
  for (const record of records) ids.push(await ensure(api, entity, plural, record));
  return ids;
}

/** Runs `work` over the items with at most `concurrency` at a time. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** The number of the demo company's `n`th employee, from 0. */
export const demoEmployeeNumber = (n: number) => `E${String(n + 1).padStart(5, '0')}`;

export interface DemoCompany {
  departmentIDs: string[];
  businessUnitIDs: string[];
  employees: number;
}

/**
 * A believable company through the api, as an operator would set it up: business units,
 * departments, job titles, cost centres, teams, locations, readers and reader groups, then
 * `employees` employees spread over them. Existing records of the same name are reused.
 */
export async function seedDemoCompany(api: ApiClient, options: { employees: number; concurrency?: number; log?: (line: string) => void }): Promise<DemoCompany> {
  const log = options.log ?? (() => undefined);
  const random = sequence(20_260_101);
  const businessUnitIDs = await ensureAll(api, 'BusinessUnit', 'BusinessUnits', Object.keys(BUSINESS_UNITS).map((name, i) => ({ name, externalID: `BU${i + 1}` })));
  const departmentsByUnit = await Promise.all(
    Object.values(BUSINESS_UNITS).map((departments) => ensureAll(api, 'Department', 'Departments', departments.map((name) => ({ name })))),
  );
  const departmentIDs = departmentsByUnit.flat();
  const jobTitleIDs = await ensureAll(api, 'JobTitle', 'JobTitles', JOB_TITLES.map((name) => ({ name })));
  const costCentreIDs = await ensureAll(api, 'CostCentre', 'CostCentres', COST_CENTRES.map((name) => ({ name })));
  const appointmentTypeIDs = await ensureAll(api, 'AppointmentType', 'AppointmentTypes', APPOINTMENT_TYPES.map((name) => ({ name })));
  const jobFunctionIDs = await ensureAll(api, 'JobFunction', 'JobFunctions', JOB_FUNCTIONS.map((name) => ({ name })));
  await ensureAll(api, 'Project', 'Projects', [
    { name: 'Shaft 4 Deepening', status: 'active', jobFunctionIDs: jobFunctionIDs.slice(0, 3) },
    { name: 'Plant Upgrade 2026', status: 'on-hold', jobFunctionIDs: [jobFunctionIDs[2]] },
  ]);
  await ensureAll(api, 'Location', 'Locations', LOCATIONS);
  const scanners = await api.ok<IdName[]>('GetScanners_IDName', undefined, { method: 'GET' });
  const readerIDs: string[] = [];
  for (const [i, name] of READERS.entries()) {
    const existing = scanners.find((scanner) => scanner.name === name);
    readerIDs.push(
      existing?.id ??
        (await api.ok<{ id: string }>('CreateScanner', { name, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: DEMO_READER_SERIALS[i], timeZone: 'Africa/Johannesburg' })).id,
    );
  }
  const scannerGroupIDs = await ensureAll(api, 'ScannerGroup', 'ScannerGroups', [
    { name: 'Shaft 4 Readers', scannerIDs: readerIDs.slice(0, 3) },
    { name: 'Plant Readers', scannerIDs: readerIDs.slice(3, 5) },
    { name: 'Head Office Readers', scannerIDs: readerIDs.slice(5) },
  ]);
  await ensureAll(api, 'AccessExpiryTemplate', 'AccessExpiryTemplates', [{ name: 'Contractors: gates only', scannerIDs: [readerIDs[0], readerIDs[3]] }]);
  const genders = await api.ok<IdName[]>('GetGenders_IDName', undefined, { method: 'GET' });
  const teamIDs = await ensureAll(api, 'Team', 'Teams', TEAMS.map((name) => ({ name })));
  log(`organisation ready: ${businessUnitIDs.length} business units, ${departmentIDs.length} departments, ${readerIDs.length} readers`);

  const employees = Array.from({ length: options.employees }, (_, n) => {
    const unit = Math.floor(random.next() * businessUnitIDs.length);
    const appointed = new Date(Date.UTC(1985 + Math.floor(random.next() * 40), Math.floor(random.next() * 12), 1 + Math.floor(random.next() * 28)));
    const born = new Date(Date.UTC(1960 + Math.floor(random.next() * 42), Math.floor(random.next() * 12), 1 + Math.floor(random.next() * 28)));
    const firstName = random.pick(FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    return {
      employeeNumber: demoEmployeeNumber(n),
      firstName,
      surname,
      dateOfBirth: isoDate(born),
      genderID: random.pick(genders).id,
      businessUnitID: businessUnitIDs[unit],
      departmentID: random.pick(departmentsByUnit[unit]),
      jobTitleID: random.pick(jobTitleIDs),
      costCentreID: costCentreIDs[unit],
      teamID: random.pick(teamIDs),
      appointmentTypeID: random.pick(appointmentTypeIDs),
      scannerGroupID: scannerGroupIDs[unit],
      appointmentDate: isoDate(appointed > born ? appointed : new Date(Date.UTC(born.getUTCFullYear() + 20, 0, 15))),
      email: `${firstName}.${surname}.${n + 1}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@demo.example.com',
      cellphone: `+27 8${Math.floor(random.next() * 10)} ${String(Math.floor(random.next() * 1e7)).padStart(7, '0')}`,
      hourlyRate: (60 + Math.floor(random.next() * 240)).toFixed(2),
      timeZone: 'Africa/Johannesburg',
    };
  });
  let created = 0;
  await inParallel(employees, options.concurrency ?? 4, async (employee) => {
    const answer = await api.call('CreateEmployee', employee);
    // 409: the employee number is there from an earlier run.
    if (answer.status !== 201 && answer.status !== 409) throw new Error(`CreateEmployee answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (answer.status === 201 && ++created % 1000 === 0) log(`${created} employees`);
  });
  log(`employees ready: ${created} created, ${employees.length - created} already there`);
  return { departmentIDs, businessUnitIDs, employees: employees.length };
}
