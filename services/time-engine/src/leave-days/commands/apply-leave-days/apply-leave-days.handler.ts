import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contextFromEnvelope, defaultTimeZone, runtimeToken, type EventMeta, type ServiceRuntime } from '@tna/platform';
import { appendInChunks } from '../../../recalculation/range-recalculation.util';
import { lockEmployees } from '../../../recalculation/recalculation.store';
import { recalculateEmployees, type EmployeeRange } from '../../../recalculation/recalculation.util';
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
    const ranges = new Map<string, EmployeeRange>();
    const byDay = new Map<string, EventMeta>();
    const byEmployee = new Map<string, EventMeta>();
    for (const event of events) {
      const { payload } = event;
      const cause = contextFromEnvelope(event);
      byEmployee.set(payload.employeeID, cause);
      for (const day of payload.days) {
        const fault = !isIsoDate(day.shiftDate) ? `shiftDate must be a date YYYY-MM-DD, got ${JSON.stringify(day.shiftDate)}` : day.leave === null ? null : invalidLeaveReason(day.leave);
        if (fault !== null) {
          this.runtime.logger.error({ eventID: event.id, employeeID: payload.employeeID, day, fault }, 'LeaveDaysChanged day ignored');
          continue;
        }
        const key = `${payload.employeeID}/${day.shiftDate}`;
        changes.set(key, { employeeID: payload.employeeID, shiftDate: day.shiftDate, leave: day.leave, applicationID: payload.applicationID });
        byDay.set(key, cause);
        const known = ranges.get(payload.employeeID);
        ranges.set(payload.employeeID, {
          employeeID: payload.employeeID,
          from: known && known.from < day.shiftDate ? known.from : day.shiftDate,
          to: known && known.to > day.shiftDate ? known.to : day.shiftDate,
        });
      }
    }
    // Taken before the leave changes, so a recalculation of the same employee that read the old leave has written first, not after.
    await lockEmployees(manager, [...ranges.keys()]);
    await storeLeaveDays(manager, [...changes.values()]);
    const summary = await recalculateEmployees(manager, [...ranges.values()], {
      mode: 'timeValues',
      defaultTimeZone: defaultTimeZone(this.runtime.config),
      now: new Date(),
      logger: this.runtime.logger,
      causes: { byDay, byEmployee },
    });
    await appendInChunks(manager, summary.events);
    return { days: changes.size, writtenDays: summary.writtenDays };
  }
}
