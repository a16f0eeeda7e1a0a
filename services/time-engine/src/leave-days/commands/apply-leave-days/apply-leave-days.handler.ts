import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contextFromEnvelope, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { EventDays } from '../../../recalculation/event-days.util';
import { invalidLeaveReason, isIsoDate } from '../../domain/day-leave';
import { storeLeaveDays, type LeaveDayChange } from '../../leave-days.store';
import { ApplyLeaveDaysCommand, type ApplyLeaveDaysResult } from './apply-leave-days.command';

/**
 * Keeps each day's leave as the leave service last sent it and recalculates those days as
 * RecalcTimeValues would, so statuses 5, 6 and 7 come and go and every later recalculation reads
 * the leave again. A day without a row yet (a future day) gets one now, with its leave. A locked
 * day keeps its values: the leave is stored and counts once the day is unlocked and recalculated
 * (the leave service refuses leave on locked days anyway).
 */
@CommandHandler(ApplyLeaveDaysCommand)
export class ApplyLeaveDaysHandler implements ICommandHandler<ApplyLeaveDaysCommand, ApplyLeaveDaysResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: ApplyLeaveDaysCommand): Promise<ApplyLeaveDaysResult> {
    // In arrival order, so a later change of a day wins.
    const changes = new Map<string, LeaveDayChange>();
    const days = new EventDays();
    for (const event of events) {
      const { payload } = event;
      const cause = contextFromEnvelope(event);
      days.employee(payload.employeeID, cause);
      for (const day of payload.days) {
        const fault = !isIsoDate(day.shiftDate) ? `shiftDate must be a date YYYY-MM-DD, got ${JSON.stringify(day.shiftDate)}` : day.leave === null ? null : invalidLeaveReason(day.leave);
        if (fault !== null) {
          this.runtime.logger.error({ eventID: event.id, employeeID: payload.employeeID, day, fault }, 'LeaveDaysChanged day ignored');
          continue;
        }
        changes.set(`${payload.employeeID}/${day.shiftDate}`, { employeeID: payload.employeeID, shiftDate: day.shiftDate, leave: day.leave, applicationID: payload.applicationID });
        days.day(payload.employeeID, day.shiftDate, cause);
      }
    }
    const summary = await days.changeThenRecalculate(this.runtime, manager, () => storeLeaveDays(manager, [...changes.values()]));
    return { days: changes.size, writtenDays: summary.writtenDays };
  }
}
