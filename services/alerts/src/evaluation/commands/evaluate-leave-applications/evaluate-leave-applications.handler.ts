import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { decideLeaveAlerts, leaveStepFault, type DecidedAlert } from '../../domain';
import { activeEventTypes, alertEmployees, filterMembers, insertAlerts, leaveTypeNames } from '../../evaluation.store';
import { EvaluateLeaveApplicationsCommand, type EvaluateLeaveApplicationsResult } from './evaluate-leave-applications.command';

/**
 * Decides the leaveAwaitingApproval and leaveDecided alerts of each step of an application. A
 * step the leave service cannot have meant is logged and left out, so it never holds up the
 * steps after it.
 */
@CommandHandler(EvaluateLeaveApplicationsCommand)
export class EvaluateLeaveApplicationsHandler implements ICommandHandler<EvaluateLeaveApplicationsCommand, EvaluateLeaveApplicationsResult> {
  constructor(@Inject(runtimeToken('alerts')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: EvaluateLeaveApplicationsCommand): Promise<EvaluateLeaveApplicationsResult> {
    const types = await activeEventTypes(manager, ['leaveAwaitingApproval', 'leaveDecided']);
    if (types.length === 0 || events.length === 0) return { alerts: 0 };
    const steps = events.flatMap((event) => {
      const fault = leaveStepFault(event.payload);
      if (fault !== null) this.runtime.logger.error({ eventID: event.id, fault }, 'LeaveApplicationChanged ignored');
      return fault === null ? [event.payload] : [];
    });
    const employees = await alertEmployees(manager, steps.map((step) => step.employeeID), defaultTimeZone(this.runtime.config));
    const filters = await filterMembers(manager, types, [...employees.keys()]);
    const leaveTypes = await leaveTypeNames(manager, steps.map((step) => step.leaveTypeID));

    const alerts: DecidedAlert[] = [];
    for (const step of steps) {
      const employee = employees.get(step.employeeID);
      if (employee) alerts.push(...decideLeaveAlerts(types, step, employee, leaveTypes.get(step.leaveTypeID) ?? step.leaveTypeID, filters));
    }
    return { alerts: await insertAlerts(manager, alerts) };
  }
}
