// `npm run seed:demo`: fills a running product with a believable demo company (3 business units,
// 12 departments, 300 employees, locations, readers) through its api, gives every employee a
// roster (day, night, rotating and flexi shifts) and four weeks of clockings up to now, pushed by
// the demo readers as ZKTeco readers push them, and leave (types, rules, a scheme, accrual, applications). Running it again adds nothing twice.
//   TNA_API_URL        where the product runs (default http://127.0.0.1:8080, as `npm start` serves it)
//   TNA_READER_URL     where readers push (/iclock); default TNA_API_URL (embedded mode serves both)
//   TNA_ADMIN_PASSWORD the admin's password (`npm start` prints it on first start)
//   DEMO_EMPLOYEES     how many employees (default 300)
import { ApiClient } from '../support/api-client';
import { seedDemoCompany } from './demo-company';
import { seedDemoLeave } from './demo-leave';
import { demoEmployees, seedDemoRoster } from './demo-roster';

async function main(): Promise<void> {
  const url = process.env.TNA_API_URL ?? 'http://127.0.0.1:8080';
  const password = process.env.TNA_ADMIN_PASSWORD;
  if (!password) throw new Error('Set TNA_ADMIN_PASSWORD to the admin password (npm start prints it on first start)');
  const api = new ApiClient(url);
  await api.login(process.env.TNA_ADMIN_USER ?? 'admin', password);
  const log = (line: string) => console.log(`seed:demo  ${line}`);
  const company = await seedDemoCompany(api, { employees: Number(process.env.DEMO_EMPLOYEES ?? 300), log });
  const roster = await seedDemoRoster(api, process.env.TNA_READER_URL ?? url, { employees: company.employees, log });
  const leave = await seedDemoLeave(api, await demoEmployees(api, company.employees), { today: roster.to, log });
  console.log(
    `seed:demo  done: ${company.businessUnitIDs.length} business units, ${company.departmentIDs.length} departments, ${company.employees} employees, ` +
      `${roster.clockings} clockings from ${roster.from} to ${roster.to}, ${leave.granted + leave.pending} leave applications at ${url}`,
  );
}

main().catch((error) => {
  console.error(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
