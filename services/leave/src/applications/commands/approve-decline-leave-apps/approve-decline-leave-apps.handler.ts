import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APPROVE_DECLINE_LEAVE_RESULTS, type ApproveDeclineLeaveAppsResult, type LeaveApplicationStatus, type LeaveDecisionOutcome } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { allApprovers, applicationsByID, decideApplication, findUser, leaveDaysOf, lockEmployeeLeave, type ApplicationRow, type UserRow } from '../../applications.store';
import { DayPlanner } from '../../day-planner';
import { decidedStatus, effectiveLevel, highestLevel, isDecided, mayDecide } from '../../domain/approval';
import { emitApplicationChanged } from '../../application-changed.util';
import { postGrant } from '../../leave-days-change.util';
import { LeaveMail } from '../../leave-mail';
import { ApproveDeclineLeaveAppsCommand } from './approve-decline-leave-apps.command';

@CommandHandler(ApproveDeclineLeaveAppsCommand)
export class ApproveDeclineLeaveAppsHandler implements ICommandHandler<ApproveDeclineLeaveAppsCommand, ApproveDeclineLeaveAppsResult> {
  constructor(
    private readonly planner: DayPlanner,
    private readonly mail: LeaveMail,
  ) {}

  async execute({ request, actor, manager }: ApproveDeclineLeaveAppsCommand): Promise<ApproveDeclineLeaveAppsResult> {
    if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');
    const user = await findUser(manager, actor.id);
    if (!user) throw new CommandRefusedError(403, 'Unauthorized access');
    const ids = [...new Set(request.applicationIDs)];
    await lockEmployeeLeave(manager, (await applicationsByID(manager, ids)).map((application) => application.employeeID));
    // Read again under the locks: a decision that waited sees the one before it.
    const applications = new Map((await applicationsByID(manager, ids)).map((application) => [application.id, application]));
    const highest = highestLevel(await allApprovers(manager));
    const outcomes: LeaveDecisionOutcome[] = [];
    for (const id of ids) {
      const application = applications.get(id);
      outcomes.push(application ? await this.decide(application, user, highest, request.approve, request.comment ?? null, actor, manager) : outcome(id, 700));
    }
    const all = outcomes.every((each) => [1, 2, 11, 22].includes(each.resultCode));
    return { resultCode: all ? 1 : 0, resultText: all ? 'Decided' : 'Some applications were not decided', outcomes };
  }

  private async decide(
    application: ApplicationRow,
    user: UserRow,
    highest: number,
    approve: boolean,
    comment: string | null,
    actor: ApproveDeclineLeaveAppsCommand['actor'],
    manager: ApproveDeclineLeaveAppsCommand['manager'],
  ): Promise<LeaveDecisionOutcome> {
    if (isDecided(application)) return outcome(application.id, 720, application.status);
    if (!mayDecide(application, user, highest)) return outcome(application.id, 710, application.status);
    const status = decidedStatus(application, user, highest, approve);
    const days = await leaveDaysOf(manager, application.id);
    if (status === 11) {
      // The days may have been locked or exported while the application waited.
      const dates = new Set(days.map((day) => day.shiftDate));
      const plan = (await this.planner.plan(application.employeeID, application.startDate, application.endDate, actor)).filter((day) => dates.has(day.shiftDate));
      if (plan.some((day) => day.exported)) return outcome(application.id, 46, application.status);
      if (plan.some((day) => day.locked)) return outcome(application.id, 150, application.status);
    }
    await decideApplication(manager, application, { status, first: application.status === 0, userID: user.userID, level: effectiveLevel(user, highest), comment });
    const decided: ApplicationRow = { ...application, status, firstApproverLevel: application.status === 0 ? effectiveLevel(user, highest) : application.firstApproverLevel };
    if (status === 11) await postGrant(manager, decided, days, actor);
    await emitApplicationChanged(manager, decided, user.userID, actor);
    await this.mail.stepTaken(manager, decided);
    return outcome(application.id, status, status);
  }
}

function outcome(applicationID: string, code: keyof typeof APPROVE_DECLINE_LEAVE_RESULTS, status?: number): LeaveDecisionOutcome {
  return { applicationID, resultCode: code, resultText: APPROVE_DECLINE_LEAVE_RESULTS[code], ...(status === undefined ? {} : { status: status as LeaveApplicationStatus }) };
}
