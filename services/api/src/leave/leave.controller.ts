import { BadRequestException, Body, Controller, ForbiddenException, Get, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApproveDeclineLeaveAppsRequest,
  CancelLeaveApplicationRequest,
  ChangeLeaveOriginalShiftRequest,
  CreateLeaveApplicationRequest,
  GetLeaveStatementRequest,
  isUuid,
  type ApproveDeclineLeaveAppsResult,
  type CancelLeaveApplicationResult,
  type ChangeLeaveOriginalShiftResult,
  type CreateLeaveApplicationResult,
  type EmployeeShiftLeaveAction,
  type GetLeaveStatementResult,
  type LeaveAppToApprove,
  type LeaveBalance,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { employeeShiftIDOf } from '../time-values/employee-shift-id.util';
import { GetEmployeeShiftLeaveActionsQuery } from './queries/get-employee-shift-leave-actions/get-employee-shift-leave-actions.query';
import { GetLeaveAppsToApproveQuery } from './queries/get-leave-apps-to-approve/get-leave-apps-to-approve.query';
import { GetLeaveBalancesQuery } from './queries/get-leave-balances/get-leave-balances.query';
import { GetLeaveStatementQuery } from './queries/get-leave-statement/get-leave-statement.query';
import { GetLeaveTypeReasonsQuery } from './queries/get-leave-type-reasons/get-leave-type-reasons.query';

/**
 * Leave applications and approvals, owned by the leave service: the api checks the input and the
 * flag (clkLeave, from the call catalogue) and forwards the commands; it serves the reads from the
 * leave service's views.
 */
@Controller('api')
export class LeaveController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('CreateLeaveApplication')
  @HttpCode(200)
  create(@Body() request: CreateLeaveApplicationRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<CreateLeaveApplicationResult> {
    if (request.endDate < request.startDate) throw invalid('endDate', 'endDate must not be before startDate');
    return sendCommand(this.commands, this.runtime, 'CreateLeaveApplication', request, http, key);
  }

  @Post('CancelLeaveApplication')
  @HttpCode(200)
  cancel(@Body() request: CancelLeaveApplicationRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<CancelLeaveApplicationResult> {
    return sendCommand(this.commands, this.runtime, 'CancelLeaveApplication', request, http, key);
  }

  @Post('ApproveDeclineLeaveApps')
  @HttpCode(200)
  decide(@Body() request: ApproveDeclineLeaveAppsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ApproveDeclineLeaveAppsResult> {
    return sendCommand(this.commands, this.runtime, 'ApproveDeclineLeaveApps', request, http, key);
  }

  @Post('ChangeLeaveOriginalShift')
  @HttpCode(200)
  changeOriginalShift(@Body() request: ChangeLeaveOriginalShiftRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ChangeLeaveOriginalShiftResult> {
    return sendCommand(this.commands, this.runtime, 'ChangeLeaveOriginalShift', request, http, key);
  }

  @Post('GetLeaveStatement')
  @HttpCode(200)
  statement(@Body() request: GetLeaveStatementRequest): Promise<GetLeaveStatementResult> {
    if (request.from && request.to && request.to < request.from) throw invalid('to', 'to must not be before from');
    return this.queryBus.execute(new GetLeaveStatementQuery(request));
  }

  @Get('GetLeaveBalances')
  balances(@Query('EmployeeID') employeeID: unknown): Promise<LeaveBalance[]> {
    return this.queryBus.execute(new GetLeaveBalancesQuery(idOf(employeeID, 'EmployeeID', 'an employee')));
  }

  /** A user asks for their own list; an administrator may ask for anyone's. */
  @Get('GetLeaveAppsToApprove')
  toApprove(@Query('UserID') userID: unknown, @Req() http: AuthenticatedRequest): Promise<LeaveAppToApprove[]> {
    const id = idOf(userID, 'UserID', 'a user');
    if (id !== http.user!.userID.toLowerCase() && !http.user!.isAdministrator) throw new ForbiddenException({ error: 'Unauthorized access' });
    return this.queryBus.execute(new GetLeaveAppsToApproveQuery(id));
  }

  @Get('GetLeaveTypeReasons_IDNameForLeaveTypeID')
  reasons(@Query('LeaveTypeID') leaveTypeID: unknown): Promise<{ id: string; name: string }[]> {
    return this.queryBus.execute(new GetLeaveTypeReasonsQuery(idOf(leaveTypeID, 'LeaveTypeID', 'a leave type')));
  }

  @Post('GetEmployeeShiftLeaveActions')
  @HttpCode(200)
  leaveActions(@Query('EmployeeShiftsID') id: unknown): Promise<EmployeeShiftLeaveAction[]> {
    return this.queryBus.execute(new GetEmployeeShiftLeaveActionsQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }
}

function idOf(value: unknown, parameter: string, what: string): string {
  if (!isUuid(value)) throw invalid(parameter, `${parameter} must be the id of ${what}`);
  return value.toLowerCase();
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
