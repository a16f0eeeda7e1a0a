import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contextFromEnvelope, defaultTimeZone, runtimeToken, type EventMeta, type ServiceRuntime } from '@tna/platform';
import { appendInChunks } from '../../../recalculation/range-recalculation.util';
import { lockEmployees } from '../../../recalculation/recalculation.store';
import { recalculateEmployees, type EmployeeRange } from '../../../recalculation/recalculation.util';
import { setOvertimeAuthorised } from '../../hours-authorisation.store';
import { ApplyHoursAuthorisationCommand, type ApplyHoursAuthorisationResult } from './apply-hours-authorisation.command';

/**
 * Sets `overtime_authorised` on the days payroll authorised or unauthorised and recalculates
 * them as RecalcTimeValues would, so status 145 clears or comes back. A day locked meanwhile
 * takes the flag too, so it agrees with payroll once unlocked, but its values stay as they are.
 */
@CommandHandler(ApplyHoursAuthorisationCommand)
export class ApplyHoursAuthorisationHandler implements ICommandHandler<ApplyHoursAuthorisationCommand, ApplyHoursAuthorisationResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: ApplyHoursAuthorisationCommand): Promise<ApplyHoursAuthorisationResult> {
    // In arrival order, so a later change of a day wins.
    const flags = new Map<string, boolean>();
    const ranges = new Map<string, EmployeeRange>();
    const byDay = new Map<string, EventMeta>();
    const byEmployee = new Map<string, EventMeta>();
    for (const event of events) {
      const { payload } = event;
      const cause = contextFromEnvelope(event);
      byEmployee.set(payload.employeeID, cause);
      for (const day of payload.days) {
        flags.set(day.employeeShiftID, payload.authorised);
        byDay.set(`${payload.employeeID}/${day.shiftDate}`, cause);
        const known = ranges.get(payload.employeeID);
        ranges.set(payload.employeeID, {
          employeeID: payload.employeeID,
          from: known && known.from < day.shiftDate ? known.from : day.shiftDate,
          to: known && known.to > day.shiftDate ? known.to : day.shiftDate,
        });
      }
    }
    // Taken before the flags change, so a recalculation of the same employee that read the old flag has written first, not after.
    await lockEmployees(manager, [...ranges.keys()]);
    await setOvertimeAuthorised(manager, flags);
    const summary = await recalculateEmployees(manager, [...ranges.values()], {
      mode: 'timeValues',
      defaultTimeZone: defaultTimeZone(this.runtime.config),
      now: new Date(),
      logger: this.runtime.logger,
      causes: { byDay, byEmployee },
    });
    await appendInChunks(manager, summary.events);
    return { days: flags.size, writtenDays: summary.writtenDays };
  }
}
