import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, type Employee } from '@tna/contracts';
import { CreateRecordCommand } from '../../../setup/commands/create-record/create-record.command';
import { withExternalNumber } from '../../domain/employee-defaults';
import { CreateEmployeeCommand } from './create-employee.command';

@CommandHandler(CreateEmployeeCommand)
export class CreateEmployeeHandler implements ICommandHandler<CreateEmployeeCommand, Employee> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ input, username }: CreateEmployeeCommand): Promise<Employee> {
    return this.commandBus.execute(new CreateRecordCommand(EMPLOYEE_ENTITY, withExternalNumber(input), username));
  }
}
