import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dateRangeProblem, HOURS_AUTHORISE_MAX_DAYS, type HoursAuthorisationResult } from '@tna/contracts';
import { CommandRefusedError, refuseUnknownIDs } from '@tna/platform';
import { countEngineDaysInRange, engineDaysInRange, knownEmployeeIDs } from '../../hours-authorisation.store';
import { authoriseHours } from '../../hours-authorisation.util';
import { AuthoriseHoursRangeCommand } from './authorise-hours-range.command';

@CommandHandler(AuthoriseHoursRangeCommand)
export class AuthoriseHoursRangeHandler implements ICommandHandler<AuthoriseHoursRangeCommand, HoursAuthorisationResult> {
  execute({ request, actor, manager }: AuthoriseHoursRangeCommand): Promise<HoursAuthorisationResult> {
    const { from, to } = request;
    const problem = dateRangeProblem(request);
    if (problem) throw new CommandRefusedError(400, problem.message, problem.field);
    return authoriseHours(manager, actor, request.authorise, async (manager) => {
      const employeeIDs = [...new Set(request.employeeIDs)];
      refuseUnknownIDs(employeeIDs, await knownEmployeeIDs(manager, employeeIDs), 'employee', 'employeeIDs');
      const count = await countEngineDaysInRange(manager, employeeIDs, from, to);
      if (count > HOURS_AUTHORISE_MAX_DAYS) {
        throw new CommandRefusedError(400, `${count} calculated days: at most ${HOURS_AUTHORISE_MAX_DAYS} at a time, choose fewer employees or a shorter range`, 'to');
      }
      const days = await engineDaysInRange(manager, employeeIDs, from, to);
      return { employeeIDs, days };
    });
  }
}
