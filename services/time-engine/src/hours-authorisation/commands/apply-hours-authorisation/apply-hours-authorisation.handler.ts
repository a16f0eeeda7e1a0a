import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contextFromEnvelope, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { EventDays } from '../../../recalculation/event-days.util';
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
    const days = new EventDays();
    for (const event of events) {
      const { payload } = event;
      const cause = contextFromEnvelope(event);
      days.employee(payload.employeeID, cause);
      for (const day of payload.days) {
        flags.set(day.employeeShiftID, payload.authorised);
        days.day(payload.employeeID, day.shiftDate, cause);
      }
    }
    const summary = await days.changeThenRecalculate(this.runtime, manager, () => setOvertimeAuthorised(manager, flags));
    return { days: flags.size, writtenDays: summary.writtenDays };
  }
}
