import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dateRangeProblem, HOURS_AUTHORISE_MAX_DAYS, type HoursAuthorisationResult } from '@tna/contracts';
import { CommandRefusedError, refuseUnknownIDs } from '@tna/platform';
import { authoriseHours, ENGINE_DAY_COLUMNS, type EngineDay } from '../../hours-authorisation.util';
import { AuthoriseHoursRangeCommand } from './authorise-hours-range.command';

@CommandHandler(AuthoriseHoursRangeCommand)
export class AuthoriseHoursRangeHandler implements ICommandHandler<AuthoriseHoursRangeCommand, HoursAuthorisationResult> {
  execute({ request, actor, manager }: AuthoriseHoursRangeCommand): Promise<HoursAuthorisationResult> {
    const { from, to } = request;
    const problem = dateRangeProblem(request);
    if (problem) throw new CommandRefusedError(400, problem.message, problem.field);
    return authoriseHours(manager, actor, request.authorise, async (manager) => {
      const employeeIDs = [...new Set(request.employeeIDs)];
      const known: { id: string }[] = await manager.query('SELECT id FROM api.v_employee_numbers WHERE id = ANY($1::uuid[])', [employeeIDs]);
      refuseUnknownIDs(employeeIDs, new Set(known.map((row) => row.id)), 'employee', 'employeeIDs');
      const range = 's.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2 AND $3';
      const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM time_engine.v_employee_shifts s WHERE ${range}`, [employeeIDs, from, to]);
      if (count > HOURS_AUTHORISE_MAX_DAYS) {
        throw new CommandRefusedError(400, `${count} calculated days: at most ${HOURS_AUTHORISE_MAX_DAYS} at a time, choose fewer employees or a shorter range`, 'to');
      }
      const days: EngineDay[] = await manager.query(`SELECT ${ENGINE_DAY_COLUMNS} FROM time_engine.v_employee_shifts s WHERE ${range}`, [employeeIDs, from, to]);
      return { employeeIDs, days };
    });
  }
}
