import type { SqlQueryable } from '@tna/platform';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY } from '@tna/contracts';
import { DeleteRecordCommand } from '../../../setup/commands/delete-record/delete-record.command';
import type { Usage } from '../../../setup/record-integrity';
import { countEmployeeUses, deleteEmployeePubHolCalendars } from '../../employees.store';
import { DeleteEmployeeCommand } from './delete-employee.command';

/**
 * An employee with clockings is history the payroll relies on: refused (set them Inactive
 * instead), as is one a system user logs in as. Their own calendar links go with them; team
 * membership is a use like any other.
 */
@CommandHandler(DeleteEmployeeCommand)
export class DeleteEmployeeHandler implements ICommandHandler<DeleteEmployeeCommand, void> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ id }: DeleteEmployeeCommand): Promise<void> {
    return this.commandBus.execute(
      new DeleteRecordCommand(EMPLOYEE_ENTITY, id, {
        beforeDelete: async (db: SqlQueryable, employeeID: string) => {
          await deleteEmployeePubHolCalendars(db, employeeID);
        },
        otherUsages: async (db: SqlQueryable, employeeID: string): Promise<Usage[]> => {
          const { clockings, users } = await countEmployeeUses(db, employeeID);
          return [
            ...(clockings > 0 ? [{ record: 'Clocking', label: 'Clocking', pluralLabel: 'Clockings', count: clockings }] : []),
            ...(users > 0 ? [{ record: 'SystemUser', label: 'System user', pluralLabel: 'System users', count: users }] : []),
          ];
        },
      }),
    );
  }
}
