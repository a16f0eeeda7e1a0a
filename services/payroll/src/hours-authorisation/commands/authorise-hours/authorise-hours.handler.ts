import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HoursAuthorisationResult } from '@tna/contracts';
import { refuseUnknownIDs } from '@tna/platform';
import { engineDaysByID } from '../../hours-authorisation.store';
import { authoriseHours } from '../../hours-authorisation.util';
import { AuthoriseHoursCommand } from './authorise-hours.command';

@CommandHandler(AuthoriseHoursCommand)
export class AuthoriseHoursHandler implements ICommandHandler<AuthoriseHoursCommand, HoursAuthorisationResult> {
  execute({ request, actor, manager }: AuthoriseHoursCommand): Promise<HoursAuthorisationResult> {
    return authoriseHours(manager, actor, request.authorise, async (manager) => {
      const ids = [...new Set(request.employeeShiftsIDs)];
      const days = await engineDaysByID(manager, ids);
      refuseUnknownIDs(ids, new Set(days.map((day) => day.employeeShiftID)), 'employee shift', 'employeeShiftsIDs');
      return { employeeIDs: [...new Set(days.map((day) => day.employeeID))], days };
    });
  }
}
