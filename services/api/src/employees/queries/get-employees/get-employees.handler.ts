import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, type FieldError } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likeTerm, parseListRequest } from '../../../setup/list-request.util';
import { selectList, validationFailed } from '../../../setup/record-sql.util';
import { appointmentSpan } from '../../domain/appointment-range';
import { AGE_COLUMN, HAS_PHOTO_COLUMN, readerNameOf, referenceNameJoins } from '../../employee-sql.util';
import { listEmployeesPage } from '../../employees.store';
import { GetEmployeesQuery, type EmployeeListShape } from './get-employees.query';

const SORTABLE: Readonly<Record<string, string>> = {
  surname: 'lower(e.surname)',
  firstName: 'lower(e.first_name)',
  preferredName: 'lower(e.preferred_name)',
  employeeNumber: 'lower(e.employee_number)',
  appointmentDate: 'e.appointment_date',
  employeeStatus: 'e.employee_status',
};

/** The specification's id filter keys and their columns; `currentWorkPatternID` is the starting work pattern. */
const ID_KEYS: Readonly<Record<string, string>> = {
  id: 'id',
  genderID: 'gender_id',
  jobTitleID: 'job_title_id',
  businessUnitID: 'business_unit_id',
  departmentID: 'department_id',
  costCentreID: 'cost_centre_id',
  payrollID: 'payroll_id',
  teamID: 'team_id',
  currentWorkPatternID: 'starting_work_pattern_id',
  scannerGroupID: 'scanner_group_id',
};

const LIST_NAMES = referenceNameJoins(EMPLOYEE_ENTITY, ['departmentID', 'jobTitleID', 'businessUnitID']);
const ALL_NAMES = referenceNameJoins(EMPLOYEE_ENTITY, 'all');
const MINIMAL_NAMES = referenceNameJoins(EMPLOYEE_ENTITY, ['departmentID', 'jobTitleID']);

/** Each shape's fields, in the order they are answered, and the joins that bring the names. */
const SHAPES: Record<EmployeeListShape, { columns: string; joins: string }> = {
  list: {
    columns: `e.id, e.employee_number AS "employeeNumber", e.external_employee_number AS "externalEmployeeNumber", e.first_name AS "firstName",
    e.surname, e.preferred_name AS "preferredName", e.department_id AS "departmentID", e.employee_status AS "employeeStatus",
    to_char(e.appointment_date, 'YYYY-MM-DD') AS "appointmentDate", e.version, ${LIST_NAMES.columns}`,
    joins: LIST_NAMES.joins,
  },
  extended: {
    columns: `${selectList(EMPLOYEE_ENTITY, 'e', true)}, ${ALL_NAMES.columns}, ${AGE_COLUMN()}, ${HAS_PHOTO_COLUMN()}`,
    joins: ALL_NAMES.joins,
  },
  minimal: {
    columns: `e.id, e.employee_number AS "employeeNumber", e.first_name AS "firstName", e.surname, e.preferred_name AS "preferredName",
    e.employee_status AS "employeeStatus", ${MINIMAL_NAMES.columns}, ${HAS_PHOTO_COLUMN()}`,
    joins: MINIMAL_NAMES.joins,
  },
  reader: {
    columns: `e.id, e.employee_number AS "employeeNumber", ${readerNameOf('e')} AS name`,
    joins: '',
  },
};

/**
 * The employee lists, answered as the JSON text of `{items, total}`. The page's ids are chosen on
 * the employees table alone (the common filters and the surname sort are covered by indexes, see
 * migration 1763880001100), then only those rows are read, joined to their names and turned into
 * JSON by PostgreSQL: Node neither builds nor serialises 250 objects a page. `total` is counted
 * only when the page cannot tell it (a full page, or an empty one past the first).
 */
@QueryHandler(GetEmployeesQuery)
export class GetEmployeesHandler implements IQueryHandler<GetEmployeesQuery, string> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, shape }: GetEmployeesQuery): Promise<string> {
    const list = parseListRequest(request, { sortable: Object.keys(SORTABLE), filters: [], defaultPageSize: 250 });
    const input = (request ?? {}) as Record<string, unknown>;
    const params: unknown[] = [];
    const where: string[] = [];
    const errors: FieldError[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };

    // Word by word, so "Thandi Mokoena" or "Mokoena 1001" finds the employee the list shows.
    for (const word of (list.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
      const term = param(likeTerm(word));
      where.push(
        `(e.surname ILIKE ${term} OR e.first_name ILIKE ${term} OR e.preferred_name ILIKE ${term} OR e.employee_number ILIKE ${term} OR e.external_employee_number ILIKE ${term})`,
      );
    }
    for (const [key, column] of Object.entries(ID_KEYS)) {
      const value = input[key];
      if (value === undefined) continue;
      if (value === null && key !== 'id') where.push(`e.${column} IS NULL`);
      else if (isUuid(value)) where.push(`e.${column} = ${param(value)}`);
      else if (Array.isArray(value) && value.length <= 1000 && value.every(isUuid)) where.push(`e.${column} = ANY(${param(value)}::uuid[])`);
      else errors.push({ field: key, message: `${key} must be a record id or a list of them` });
    }
    for (const [key, column] of [['surname', 'surname'], ['preferredName', 'preferred_name']] as const) {
      const value = input[key];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || value.length > 100) errors.push({ field: key, message: `${key} must be text of at most 100 characters` });
      else where.push(`e.${column} ILIKE ${param(`${likeTerm(value.trim()).slice(1)}`)}`);
    }
    if (input.employeeStatus !== undefined) {
      if (input.employeeStatus === 0 || input.employeeStatus === 1) where.push(`e.employee_status = ${param(input.employeeStatus)}`);
      else errors.push({ field: 'employeeStatus', message: 'employeeStatus must be 1 (active) or 0 (inactive)' });
    }
    if (input.appointmentDate !== undefined && input.appointmentDate !== null) {
      const span = appointmentSpan(input.appointmentDate);
      if (!span) errors.push({ field: 'appointmentDate', message: 'appointmentDate must be 1980s, 1990s, 2000s, 2010s, 2020s or {from, to} dates' });
      if (span?.from) where.push(`e.appointment_date >= ${param(span.from)}::date`);
      if (span?.to) where.push(`e.appointment_date <= ${param(span.to)}::date`);
    }
    if (errors.length > 0) throw validationFailed(errors);

    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = `${SORTABLE[list.sortBy ?? 'surname']} ${list.sortDesc ? 'DESC' : 'ASC'}, e.id`;
    const limit = param(list.pageSize);
    const offset = param((list.pageNumber - 1) * list.pageSize);
    const answer = await listEmployeesPage(this.runtime.dataSource, { ...SHAPES[shape], filter, order, limit, offset, params });
    return `{"items":${answer.items ?? '[]'},"total":${answer.total}}`;
  }
}
