import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CREATE_LEAVE_RESULTS, LEAVE_APPLICATION_MAX_DAYS, type CreateLeaveApplicationResult } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import {
  allApprovers,
  applicantLevel,
  findApplication,
  findEmployee,
  findLeaveType,
  findReasonLeaveType,
  findUser,
  insertApplication,
  insertLeaveDays,
  ledgerOf,
  lockEmployeeLeave,
  overlappingApplications,
  pendingAmount,
  shiftSetups,
  type LeaveDayRow,
} from '../../applications.store';
import { emitApplicationChanged } from '../../application-changed.util';
import { DayPlanner } from '../../day-planner';
import { highestLevel, mayDecide } from '../../domain/approval';
import { createRefusal } from '../../domain/create-refusal';
import { leaveDayAmount, leaveMinutes, sumAmounts } from '../../domain/leave-days';
import { postGrant, userIDOf } from '../../leave-days-change.util';
import { LeaveMail } from '../../leave-mail';
import { CreateLeaveApplicationCommand } from './create-leave-application.command';

const DAY_MS = 86_400_000;

@CommandHandler(CreateLeaveApplicationCommand)
export class CreateLeaveApplicationHandler implements ICommandHandler<CreateLeaveApplicationCommand, CreateLeaveApplicationResult> {
  constructor(
    private readonly planner: DayPlanner,
    private readonly mail: LeaveMail,
  ) {}

  async execute({ request, actor, manager }: CreateLeaveApplicationCommand): Promise<CreateLeaveApplicationResult> {
    const { employeeID, leaveTypeID, startDate, endDate } = request;
    if (endDate < startDate) throw new CommandRefusedError(400, 'endDate must not be before startDate', 'endDate');
    if ((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1 > LEAVE_APPLICATION_MAX_DAYS) {
      throw new CommandRefusedError(400, `an application covers at most ${LEAVE_APPLICATION_MAX_DAYS} days`, 'endDate');
    }
    if (!(request.duration > 0 && request.duration <= 1)) throw new CommandRefusedError(400, 'duration must be above 0 and at most 1', 'duration');
    const employee = await findEmployee(manager, employeeID);
    if (!employee) throw new CommandRefusedError(400, `no such employee: ${employeeID}`, 'employeeID');
    const leaveType = await findLeaveType(manager, leaveTypeID);
    if (!leaveType) throw new CommandRefusedError(400, `no such leave type: ${leaveTypeID}`, 'leaveTypeID');
    if (request.reasonID) {
      const reason = await findReasonLeaveType(manager, request.reasonID);
      if (!reason) throw new CommandRefusedError(400, `no such leave reason: ${request.reasonID}`, 'reasonID');
      if (reason.leaveTypeID !== leaveTypeID) throw new CommandRefusedError(400, 'the reason belongs to another leave type', 'reasonID');
    }

    await lockEmployeeLeave(manager, [employeeID]);
    const planned = (await this.planner.plan(employeeID, startDate, endDate, actor)).filter((day) => day.shiftID !== null && !day.dayOff && !day.publicHoliday);
    if (planned.length === 0) throw new CommandRefusedError(400, 'the range holds no day with a shift (days off and public holidays are not leave)', 'startDate');

    const shifts = await shiftSetups(manager);
    const leavePay = new Map(shifts.map((shift) => [shift.shiftID, shift.leavePayMinutes]));
    const applicationID = randomUUID();
    const days: LeaveDayRow[] = planned.map((day) => {
      const booked = { targetMinutes: day.targetMinutes, leavePayMinutes: leavePay.get(day.shiftID!) ?? null };
      return {
        applicationID,
        shiftDate: day.shiftDate,
        employeeID,
        employeeShiftID: day.employeeShiftID,
        shiftID: day.shiftID!,
        targetMinutes: day.targetMinutes,
        minutes: leaveMinutes(request.duration, booked),
        fullDay: request.duration >= 1,
        amount: leaveDayAmount(leaveType.unit, request.duration, booked),
      };
    });
    const refusal = createRefusal({
      leaveTypeID,
      days: planned.map((day) => ({ shiftDate: day.shiftDate, shiftID: day.shiftID!, locked: day.locked, exported: day.exported })),
      shifts,
      employeeAppointmentTypeID: employee.appointmentTypeID,
      overlapping: await overlappingApplications(
        manager,
        employeeID,
        days.map((day) => day.shiftDate),
      ),
      balance: {
        ledger: await ledgerOf(manager, employeeID, leaveTypeID),
        endDate,
        pending: await pendingAmount(manager, employeeID, leaveTypeID),
        amount: sumAmounts(days.map((day) => day.amount)),
        minBalance: leaveType.minBalance,
      },
    });
    if (refusal) return { resultCode: refusal.code, resultText: CREATE_LEAVE_RESULTS[refusal.code], ...(refusal.shiftDate ? { shiftDate: refusal.shiftDate } : {}) };

    const level = await applicantLevel(manager, employeeID);
    const userID = userIDOf(actor);
    const user = userID ? await findUser(manager, userID) : undefined;
    const grantNow =
      request.approved === true && user !== undefined && mayDecide({ status: 0, cancelled: false, applicantLevel: level, firstApproverLevel: null }, user, highestLevel(await allApprovers(manager)));
    const status = grantNow ? 11 : 0;
    await insertApplication(manager, {
      id: applicationID,
      employeeID,
      leaveTypeID,
      reasonID: request.reasonID ?? null,
      startDate,
      endDate,
      duration: request.duration,
      position: request.duration < 1 ? (request.position ?? 'BEGIN') : null,
      applicantComment: request.applicantComment ?? null,
      status,
      applicantLevel: level,
      createdBy: userID,
      finalApproverID: grantNow ? userID : null,
    });
    await insertLeaveDays(manager, days);
    const application = (await findApplication(manager, applicationID))!;
    if (grantNow) await postGrant(manager, application, days, actor);
    await emitApplicationChanged(manager, application, grantNow ? userID : null, actor);
    await this.mail.stepTaken(manager, application);
    const code = grantNow ? 40 : 41;
    return { resultCode: code, resultText: CREATE_LEAVE_RESULTS[code], applicationID, status };
  }
}
