import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS, type ChangeLeaveOriginalShiftResult } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { findApplication, findEmployeeShift, findLeaveType, leaveDayOfDate, lockEmployeeLeave, shiftSetups, updateLeaveDay } from '../../applications.store';
import { leaveDayAmount, leaveMinutes } from '../../domain/leave-days';
import { rebookGrantedDay } from '../../leave-days-change.util';
import { ChangeLeaveOriginalShiftCommand } from './change-leave-original-shift.command';

/**
 * 100: the day has no leave record at all; 153: it has one, but of an application no longer in
 * force (cancelled or declined); 150: the day is locked; 10: already booked against that shift.
 */
@CommandHandler(ChangeLeaveOriginalShiftCommand)
export class ChangeLeaveOriginalShiftHandler implements ICommandHandler<ChangeLeaveOriginalShiftCommand, ChangeLeaveOriginalShiftResult> {
  async execute({ request, actor, manager }: ChangeLeaveOriginalShiftCommand): Promise<ChangeLeaveOriginalShiftResult> {
    const shift = (await shiftSetups(manager)).find((each) => each.shiftID === request.shiftID);
    if (!shift) throw new CommandRefusedError(400, `no such shift: ${request.shiftID}`, 'shiftID');
    const day = await findEmployeeShift(manager, request.employeeShiftID);
    if (!day) throw new CommandRefusedError(404, `no such employee shift: ${request.employeeShiftID}`, 'employeeShiftID');
    await lockEmployeeLeave(manager, [day.employeeID]);
    const leaveDay = await leaveDayOfDate(manager, day.employeeID, day.shiftDate);
    if (!leaveDay) return answer(100);
    if (!leaveDay.live) return answer(153);
    if (day.locked) return answer(150);
    if (leaveDay.shiftID === request.shiftID) return answer(10);
    const application = (await findApplication(manager, leaveDay.applicationID))!;
    const leaveType = await findLeaveType(manager, application.leaveTypeID);
    const booked = { targetMinutes: shift.targetMinutes, leavePayMinutes: shift.leavePayMinutes };
    const rebooked = {
      ...leaveDay,
      shiftID: shift.shiftID,
      targetMinutes: shift.targetMinutes,
      minutes: leaveMinutes(application.duration, booked),
      amount: leaveDayAmount(leaveType!.unit, application.duration, booked),
    };
    await updateLeaveDay(manager, rebooked);
    if (application.status === 11) await rebookGrantedDay(manager, application, rebooked, actor);
    return answer(1);
  }
}

function answer(code: keyof typeof CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS): ChangeLeaveOriginalShiftResult {
  return { resultCode: code, resultText: CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS[code] };
}
