import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PLAN_WORK_ROSTER_MAX_DAYS, PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS, type PlanWorkRosterResult } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { addDays } from '../../../domain';
import { isIsoDate } from '../../../leave-days/domain/day-leave';
import { rosteredDaysOfEmployees } from '../../../recalculation/recalculation.util';
import { workRosterDayOf } from '../../work-roster-day.util';
import { PlanWorkRosterCommand } from './plan-work-roster.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Each employee's days as a recalculation would roster them (the same loaders and planning,
 * `rosteredDaysOfEmployees`), so the api's roster reports show what the engine calculates,
 * never a copy of its rule. Reads only.
 */
@CommandHandler(PlanWorkRosterCommand)
export class PlanWorkRosterHandler implements ICommandHandler<PlanWorkRosterCommand, PlanWorkRosterResult> {
  async execute({ request, manager }: PlanWorkRosterCommand): Promise<PlanWorkRosterResult> {
    const { employeeIDs, from, to } = request;
    if (!Array.isArray(employeeIDs) || employeeIDs.length === 0) throw new CommandRefusedError(400, 'employeeIDs must name at least one employee', 'employeeIDs');
    if (!employeeIDs.every((id) => typeof id === 'string' && UUID.test(id))) throw new CommandRefusedError(400, 'employeeIDs must be UUIDs', 'employeeIDs');
    if (!isIsoDate(from)) throw new CommandRefusedError(400, 'from must be a date YYYY-MM-DD', 'from');
    if (!isIsoDate(to)) throw new CommandRefusedError(400, 'to must be a date YYYY-MM-DD', 'to');
    if (to < from) throw new CommandRefusedError(400, 'to must not be before from', 'to');
    if (addDays(from, PLAN_WORK_ROSTER_MAX_DAYS - 1) < to) throw new CommandRefusedError(400, `the period must not exceed ${PLAN_WORK_ROSTER_MAX_DAYS} days`, 'to');
    const unique = [...new Set(employeeIDs)];
    let days = 1;
    while (addDays(from, days) <= to) days++;
    if (unique.length * days > PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS) {
      throw new CommandRefusedError(400, `at most ${PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS} employee-days per command: send fewer employees`, 'employeeIDs');
    }
    const planned = await rosteredDaysOfEmployees(manager, unique, from, to);
    return {
      employees: unique.flatMap((employeeID) => {
        const employee = planned.get(employeeID);
        return employee ? [{ employeeID, days: employee.days.map((day) => workRosterDayOf(day, employee.leave.get(day.date))) }] : [];
      }),
    };
  }
}
