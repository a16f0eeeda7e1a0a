import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, type Employee } from '@tna/contracts';
import { UpdateRecordCommand } from '../../../setup/commands/update-record/update-record.command';
import { withExternalNumber } from '../../domain/employee-defaults';
import { UpdateEmployeeCommand } from './update-employee.command';

@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand, Employee> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ id, input, username }: UpdateEmployeeCommand): Promise<Employee> {
    return this.commandBus.execute(new UpdateRecordCommand(EMPLOYEE_ENTITY, id, withExternalNumber(input), username));
  }
}
