import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_NUMBER_ACTIONS, EMPLOYEE_ENTITY, checkRecord, isUuid, type EmployeeCardNumResult, type FieldError } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkUnique, rethrowUniqueViolation } from '../../../setup/record-integrity';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { EmployeeCardNumberCommand } from './employee-card-number.command';

const ONLY_CARD = new Set(['cardNumber']);

/** EmployeeCardNumCRUD `{action, employeeID, cardNumber}`: an employee's access card, one per employee, unique among employees. */
@CommandHandler(EmployeeCardNumberCommand)
export class EmployeeCardNumberHandler implements ICommandHandler<EmployeeCardNumberCommand, EmployeeCardNumResult> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, username }: EmployeeCardNumberCommand): Promise<EmployeeCardNumResult> {
    const { action, employeeID, cardNumber } = (request ?? {}) as Record<string, unknown>;
    const errors: FieldError[] = [];
    if (!CARD_NUMBER_ACTIONS.includes(action as never)) errors.push({ field: 'action', message: `action must be one of ${CARD_NUMBER_ACTIONS.join(', ')}` });
    if (!isUuid(employeeID)) errors.push({ field: 'employeeID', message: 'employeeID must be the id of an employee' });
    const writes = action === 'create' || action === 'update';
    const checked = checkRecord(EMPLOYEE_ENTITY, { cardNumber }, ONLY_CARD);
    if (writes) errors.push(...checked.errors);
    if (writes && !checked.value.cardNumber && checked.errors.length === 0) errors.push({ field: 'cardNumber', message: 'Card number is required' });
    if (errors.length > 0) throw validationFailed(errors);

    try {
      return await this.runtime.dataSource.transaction(async (tx) => {
        const rows: EmployeeCardNumResult[] = await tx.query(
          'SELECT id AS "employeeID", card_number AS "cardNumber", version FROM employees WHERE id = $1 FOR UPDATE',
          [employeeID],
        );
        if (rows.length === 0) throw notFound(EMPLOYEE_ENTITY, employeeID as string);
        if (action === 'read') return rows[0];
        if (action === 'create' && rows[0].cardNumber) {
          throw new ConflictException({ error: `The employee already has card ${rows[0].cardNumber}: update it instead`, field: 'cardNumber' });
        }
        const next = action === 'delete' ? null : (checked.value.cardNumber as string);
        if (next) await checkUnique(tx, EMPLOYEE_ENTITY, { cardNumber: next }, employeeID as string);
        const [updated]: EmployeeCardNumResult[] = await tx.query(
          // Wrapped so that the driver answers the rows (a bare UPDATE answers [rows, count]).
          `WITH updated AS (
             UPDATE employees SET card_number = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1
             RETURNING id AS "employeeID", card_number AS "cardNumber", version
           ) SELECT * FROM updated`,
          [employeeID, next, username],
        );
        return updated;
      });
    } catch (error) {
      rethrowUniqueViolation(error, EMPLOYEE_ENTITY, checked.value);
    }
  }
}
