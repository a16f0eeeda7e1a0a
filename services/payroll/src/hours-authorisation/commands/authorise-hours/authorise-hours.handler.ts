import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HoursAuthorisationResult } from '@tna/contracts';
import { refuseUnknownIDs } from '@tna/platform';
import { authoriseHours, ENGINE_DAY_COLUMNS, type EngineDay } from '../../hours-authorisation.util';
import { AuthoriseHoursCommand } from './authorise-hours.command';

@CommandHandler(AuthoriseHoursCommand)
export class AuthoriseHoursHandler implements ICommandHandler<AuthoriseHoursCommand, HoursAuthorisationResult> {
  execute({ request, actor, manager }: AuthoriseHoursCommand): Promise<HoursAuthorisationResult> {
    return authoriseHours(manager, actor, request.authorise, async (manager) => {
      const ids = [...new Set(request.employeeShiftsIDs)];
      const days: EngineDay[] = await manager.query(`SELECT ${ENGINE_DAY_COLUMNS} FROM time_engine.v_employee_shifts s WHERE s.id = ANY($1::uuid[])`, [ids]);
      refuseUnknownIDs(ids, new Set(days.map((day) => day.employeeShiftID)), 'employee shift', 'employeeShiftsIDs');
      return { employeeIDs: [...new Set(days.map((day) => day.employeeID))], days };
    });
  }
}
