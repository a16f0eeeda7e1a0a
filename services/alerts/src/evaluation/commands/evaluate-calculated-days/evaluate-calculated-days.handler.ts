import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { decideNotClockedInCorrections, decideShiftStatusAlerts, type DecidedAlert } from '../../domain';
import { activeEventTypes, alertEmployees, decidedCauses, filterMembers, insertAlerts, rememberAlerts, storedDays } from '../../evaluation.store';
import { EvaluateCalculatedDaysCommand, type EvaluateCalculatedDaysResult } from './evaluate-calculated-days.command';

/**
 * Decides the alerts of calculated days: shiftStatus types alert on the statuses each day
 * carries, and types with `sendCorrection` (shiftStatus and notClockedIn) send a correction when
 * a recalculation removed the cause of an alert decided before. Events are taken in order, so a
 * day calculated twice in one batch is judged against the alerts its first calculation decided.
 */
@CommandHandler(EvaluateCalculatedDaysCommand)
export class EvaluateCalculatedDaysHandler implements ICommandHandler<EvaluateCalculatedDaysCommand, EvaluateCalculatedDaysResult> {
  constructor(@Inject(runtimeToken('alerts')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: EvaluateCalculatedDaysCommand): Promise<EvaluateCalculatedDaysResult> {
    const types = (await activeEventTypes(manager, ['shiftStatus', 'notClockedIn'])).filter((type) => type.eventKind === 'shiftStatus' || type.sendCorrection);
    if (types.length === 0 || events.length === 0) return { alerts: 0 };
    const payloads = events.map((event) => event.payload);
    const employees = await alertEmployees(manager, payloads.map((day) => day.employeeID), defaultTimeZone(this.runtime.config));
    const filters = await filterMembers(manager, types, [...employees.keys()]);
    const days = await storedDays(manager, payloads.map((day) => day.employeeShiftID));
    const correcting = types.filter((type) => type.sendCorrection).map((type) => type.id);
    const decided = await decidedCauses(manager, correcting, payloads.map((day) => ({ subjectID: day.employeeID, day: day.shiftDate })));

    const alerts: DecidedAlert[] = [];
    const now = new Date();
    for (const payload of payloads) {
      const employee = employees.get(payload.employeeID);
      if (!employee) continue;
      const stored = days.get(payload.employeeShiftID);
      const day = { employeeID: payload.employeeID, shiftDate: payload.shiftDate, statuses: payload.statuses.map(Number), shiftStart: stored?.shiftStart ?? null };
      const decidedNow = decideShiftStatusAlerts(types, day, employee, filters, decided, now);
      // A day no longer stored tells nothing about when the employee was due.
      if (stored) decidedNow.push(...decideNotClockedInCorrections(types, { ...day, firstClockingAt: stored.firstClockingAt }, employee, filters, decided));
      rememberAlerts(decided, decidedNow);
      alerts.push(...decidedNow);
    }
    return { alerts: await insertAlerts(manager, alerts) };
  }
}
