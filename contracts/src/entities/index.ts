import { ACCESS_ENTITIES } from './access';
import { ALERT_ENTITIES } from './alerts';
import type { EntityDescriptor } from './descriptor';
import { EMPLOYEE_ENTITY, EMPLOYEE_PUB_HOL_CALENDAR, type RecordDescriptor } from './employee';
import { JOB_COSTING_ENTITIES } from './job-costing';
import { LEAVE_ENTITIES } from './leave';
import { ORGANISATION_ENTITIES } from './organisation';
import { PAY_CODE } from './pay';
import { PAYROLL_ENTITIES } from './payroll';
import { RULE_ENTITIES } from './rules';

export * from './descriptor';
export * from './validate';
export * from './settings-menu';
export * from './organisation';
export * from './job-costing';
export * from './access';
export * from './employee';
export * from './rules';
export * from './pay';
export * from './payroll';
export * from './leave';
export * from './alerts';
export * from './readers';

/**
 * Every setup entity the api's generic setup module serves and the console's settings screens
 * show. To add entities: a descriptor file exporting its list, that list spread in here, and an
 * api migration creating the tables (docs/master-data.md has the table conventions).
 */
export const ALL_ENTITIES: readonly EntityDescriptor[] = [...ORGANISATION_ENTITIES, ...JOB_COSTING_ENTITIES, ...ACCESS_ENTITIES, ...RULE_ENTITIES, ...LEAVE_ENTITIES, PAY_CODE, ...PAYROLL_ENTITIES, ...ALERT_ENTITIES];

/** Readers are served by the api's scanners module; setup entities reference them, so the store knows their table. */
export const SCANNER_RECORD: RecordDescriptor = {
  name: 'Scanner',
  label: 'Biometric reader',
  pluralLabel: 'Biometric readers',
  table: 'scanners',
  nameField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'string', required: true, unique: true },
    // So a location a reader stands at is refused a delete with the usual "in use" answer.
    { name: 'locationID', label: 'Location', type: 'reference', references: 'Location' },
  ],
};

/** User teams are served by the api's user-teams module; event types name the teams they notify. */
export const USER_TEAM_RECORD: RecordDescriptor = {
  name: 'UserTeam',
  label: 'User team',
  pluralLabel: 'User teams',
  table: 'user_teams',
  nameField: 'name',
  fields: [{ name: 'name', label: 'Name', type: 'string', required: true, unique: true }],
};

/** Records with modules of their own that setup entities reference or that reference setup entities. */
export const OTHER_RECORDS: readonly RecordDescriptor[] = [EMPLOYEE_ENTITY, EMPLOYEE_PUB_HOL_CALENDAR, SCANNER_RECORD, USER_TEAM_RECORD];

const ENTITY_BY_NAME: ReadonlyMap<string, EntityDescriptor> = new Map(ALL_ENTITIES.map((entity) => [entity.name, entity]));

export function entityByName(name: string): EntityDescriptor | undefined {
  return ENTITY_BY_NAME.get(name);
}

/** The `_IDName` call listing the records a reference field may point at; none for employees, who are searched instead. */
export function idNameCallOf(entityName: string): string | undefined {
  if (entityName === SCANNER_RECORD.name) return 'GetScanners_IDName';
  if (entityName === USER_TEAM_RECORD.name) return 'GetUserTeams_IDName';
  return ENTITY_BY_NAME.get(entityName)?.calls.idName;
}
