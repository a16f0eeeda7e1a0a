import { Module } from '@nestjs/common';
import { LeaveController } from './leave.controller';
import { GetEmployeeShiftLeaveActionsHandler } from './queries/get-employee-shift-leave-actions/get-employee-shift-leave-actions.handler';
import { GetLeaveAppsToApproveHandler } from './queries/get-leave-apps-to-approve/get-leave-apps-to-approve.handler';
import { GetLeaveBalancesHandler } from './queries/get-leave-balances/get-leave-balances.handler';
import { GetLeaveStatementHandler } from './queries/get-leave-statement/get-leave-statement.handler';
import { GetLeaveTypeReasonsHandler } from './queries/get-leave-type-reasons/get-leave-type-reasons.handler';

@Module({
  controllers: [LeaveController],
  providers: [GetLeaveStatementHandler, GetLeaveBalancesHandler, GetLeaveAppsToApproveHandler, GetLeaveTypeReasonsHandler, GetEmployeeShiftLeaveActionsHandler],
})
export class LeaveModule {}
