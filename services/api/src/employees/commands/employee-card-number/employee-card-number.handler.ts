import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_NUMBER_ACTIONS, EMPLOYEE_ENTITY, checkRecord, isUuid, type EmployeeCardNumResult, type FieldError } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkUnique, rethrowUniqueViolation } from '../../../setup/record-integrity';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { lockEmployeeCard, updateEmployeeCard } from '../../employees.store';
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
        const current = await lockEmployeeCard(tx, employeeID as string);
        if (!current) throw notFound(EMPLOYEE_ENTITY, employeeID as string);
        if (action === 'read') return current;
        if (action === 'create' && current.cardNumber) {
          throw new ConflictException({ error: `The employee already has card ${current.cardNumber}: update it instead`, field: 'cardNumber' });
        }
        const next = action === 'delete' ? null : (checked.value.cardNumber as string);
        if (next) await checkUnique(tx, EMPLOYEE_ENTITY, { cardNumber: next }, employeeID as string);
        return updateEmployeeCard(tx, employeeID as string, next, username);
      });
    } catch (error) {
      rethrowUniqueViolation(error, EMPLOYEE_ENTITY, checked.value);
    }
  }
}
