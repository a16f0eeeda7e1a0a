import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CANCEL_LEAVE_RESULTS, type CancelLeaveApplicationResult } from '@tna/contracts';
import { cancelApplication, findApplication, leaveDaysOf, lockEmployeeLeave } from '../../applications.store';
import { emitApplicationChanged } from '../../application-changed.util';
import { DayPlanner } from '../../day-planner';
import { reverseGrant, userIDOf } from '../../leave-days-change.util';
import { LeaveMail } from '../../leave-mail';
import { CancelLeaveApplicationCommand } from './cancel-leave-application.command';

@CommandHandler(CancelLeaveApplicationCommand)
export class CancelLeaveApplicationHandler implements ICommandHandler<CancelLeaveApplicationCommand, CancelLeaveApplicationResult> {
  constructor(
    private readonly planner: DayPlanner,
    private readonly mail: LeaveMail,
  ) {}

  async execute({ request, actor, manager }: CancelLeaveApplicationCommand): Promise<CancelLeaveApplicationResult> {
    const found = await findApplication(manager, request.applicationID);
    if (!found) return answer(700);
    await lockEmployeeLeave(manager, [found.employeeID]);
    const application = (await findApplication(manager, request.applicationID))!;
    // Cancelled or finally declined: there is no leave left to cancel.
    if (application.cancelled || application.status === 22) return answer(700);
    const days = await leaveDaysOf(manager, application.id);
    if (application.status === 11) {
      const plan = await this.planner.plan(application.employeeID, application.startDate, application.endDate, actor);
      const dates = new Set(days.map((day) => day.shiftDate));
      if (plan.some((day) => dates.has(day.shiftDate) && day.exported)) return answer(110);
      await reverseGrant(manager, application, days, actor);
    }
    await cancelApplication(manager, application.id, userIDOf(actor));
    await emitApplicationChanged(manager, { ...application, cancelled: true }, userIDOf(actor), actor);
    await this.mail.cancelled(manager, application);
    return answer(50);
  }
}

function answer(code: keyof typeof CANCEL_LEAVE_RESULTS): CancelLeaveApplicationResult {
  return { resultCode: code, resultText: CANCEL_LEAVE_RESULTS[code] };
}
