import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HOURS_AUTHORISE_MAX_DAYS, HOURS_AUTHORISE_MAX_RANGE_DAYS, type HoursAuthorisationResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { authoriseHours, ENGINE_DAY_COLUMNS, refuseUnknown, type EngineDay } from '../../hours-authorisation.util';
import { AuthoriseHoursRangeCommand } from './authorise-hours-range.command';

const MS_PER_DAY = 86_400_000;

@CommandHandler(AuthoriseHoursRangeCommand)
export class AuthoriseHoursRangeHandler implements ICommandHandler<AuthoriseHoursRangeCommand, HoursAuthorisationResult> {
  constructor(@Inject(runtimeToken('payroll')) private readonly runtime: ServiceRuntime) {}

  execute({ request, actor }: AuthoriseHoursRangeCommand): Promise<HoursAuthorisationResult> {
    const { from, to } = request;
    if (to < from) throw new CommandRefusedError(400, 'to must not be before from', 'to');
    if ((Date.parse(to) - Date.parse(from)) / MS_PER_DAY + 1 > HOURS_AUTHORISE_MAX_RANGE_DAYS) {
      throw new CommandRefusedError(400, `at most ${HOURS_AUTHORISE_MAX_RANGE_DAYS} days at a time`, 'to');
    }
    return authoriseHours(this.runtime, actor, request.authorise, async (manager) => {
      const employeeIDs = [...new Set(request.employeeIDs)];
      const known: { id: string }[] = await manager.query('SELECT id FROM api.v_employee_numbers WHERE id = ANY($1::uuid[])', [employeeIDs]);
      refuseUnknown(employeeIDs, new Set(known.map((row) => row.id)), 'employee', 'employeeIDs');
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
