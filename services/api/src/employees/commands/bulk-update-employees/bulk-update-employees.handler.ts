import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_BULK_FIELDS, EMPLOYEE_ENTITY, checkRecord, isUuid, type FieldError } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkReferences, writeLinks } from '../../../setup/record-integrity';
import { RECORDS } from '../../../setup/record-registry';
import { columnValues, validationFailed } from '../../../setup/record-sql.util';
import { bulkUpdateEmployees } from '../../employees.store';
import { BulkUpdateEmployeesCommand } from './bulk-update-employees.command';

const BULK_FIELDS: ReadonlySet<string> = new Set(EMPLOYEE_BULK_FIELDS);

/**
 * EmployeeBulkUpdate `{employeeIDs, changes}`: the same values for some fields of many employees,
 * in one transaction. Each employee's version goes up, so an edit screen open on one of them
 * gets a 409 instead of silently undoing the change.
 */
@CommandHandler(BulkUpdateEmployeesCommand)
export class BulkUpdateEmployeesHandler implements ICommandHandler<BulkUpdateEmployeesCommand, { updated: number }> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, username }: BulkUpdateEmployeesCommand): Promise<{ updated: number }> {
    const { employeeIDs, changes } = (request ?? {}) as { employeeIDs?: unknown; changes?: unknown };
    const errors: FieldError[] = [];
    if (!Array.isArray(employeeIDs) || employeeIDs.length === 0 || employeeIDs.length > 10_000 || !employeeIDs.every(isUuid)) {
      errors.push({ field: 'employeeIDs', message: 'employeeIDs must list 1 to 10000 employee ids' });
    }
    const keys = changes && typeof changes === 'object' && !Array.isArray(changes) ? Object.keys(changes) : [];
    if (keys.length === 0) errors.push({ field: 'changes', message: 'changes must give at least one field' });
    for (const key of keys.filter((key) => !BULK_FIELDS.has(key))) {
      errors.push({ field: `changes.${key}`, message: `${key} cannot be bulk updated` });
    }
    if (errors.length > 0) throw validationFailed(errors);
    const only = new Set(keys);
    const checked = checkRecord(EMPLOYEE_ENTITY, changes, only);
    if (checked.errors.length > 0) throw validationFailed(checked.errors.map((error) => ({ ...error, field: `changes.${error.field}` })));

    return this.runtime.dataSource.transaction(async (tx) => {
      const referenceErrors = await checkReferences(tx, RECORDS, EMPLOYEE_ENTITY, checked.value);
      if (referenceErrors.length > 0) throw validationFailed(referenceErrors.map((error) => ({ ...error, field: `changes.${error.field}` })));
      const ids = [...new Set(employeeIDs as string[])];
      const columns = columnValues(EMPLOYEE_ENTITY, checked.value, only);
      const assignments = columns.map((column, index) => `, ${column.column} = ${column.placeholder(index + 3)}`).join('');
      const updated = await bulkUpdateEmployees(tx, ids, username, assignments, columns.map((column) => column.value));
      for (const { id } of updated) await writeLinks(tx, EMPLOYEE_ENTITY, id, checked.value, only);
      if (updated.length !== ids.length) {
        const found = new Set(updated.map((row) => row.id));
        throw validationFailed([{ field: 'employeeIDs', message: `No employee has the id ${ids.find((id) => !found.has(id))}` }]);
      }
      return { updated: updated.length };
    });
  }
}
