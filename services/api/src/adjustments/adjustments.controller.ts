import { BadRequestException, Body, Controller, ForbiddenException, Get, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  CreateAdjustmentRequest,
  CreateShiftAdjustmentRequest,
  DeleteAdjustmentRequest,
  DeleteShiftAdjustmentRequest,
  hasAnyPermission,
  isUuid,
  type Adjustment,
  type CreateAdjustmentResult,
  type DeleteAdjustmentResult,
  type EmployeeShift,
  type ShiftAdjustment,
  type ShiftAdjustmentResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { GetEmployeeShiftsQuery } from '../clockings/queries/employee-date-range.query';
import { sendCommand } from '../shared/send-command.util';
import { employeeShiftIDOf } from '../time-values/employee-shift-id.util';
import { countNoPayAdjustments } from './adjustments.store';
import { GetAdjustmentDetailsQuery } from './queries/get-adjustment-details/get-adjustment-details.query';
import { GetEmployeeShiftAdjustmentsQuery } from './queries/get-employee-shift-adjustments/get-employee-shift-adjustments.query';
import { GetEmployeeShiftShiftAdjustmentsQuery } from './queries/get-employee-shift-shift-adjustments/get-employee-shift-shift-adjustments.query';

/**
 * Time adjustments and shift adjustments: the time engine stores them and recalculates the day;
 * the api checks the no-pay right (clkNoPay, on top of the call's clkTimeAdjustments), serves the
 * reads and answers each change with the day as recalculated. The audit interceptor records every
 * change with its user.
 */
@Controller('api')
export class AdjustmentsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  /** The day is `EmployeeShiftsID`, or `employeeID` and `date` in the body for a day with no row yet. */
  @Post('CreateAdjustment')
  @HttpCode(200)
  async create(
    @Query('EmployeeShiftsID') employeeShiftsID: unknown,
    @Body() request: CreateAdjustmentRequest,
    @Req() http: AuthenticatedRequest,
    @Headers('idempotency-key') key?: string,
  ): Promise<CreateAdjustmentResult> {
    let employeeShiftID: string | undefined;
    if (employeeShiftsID !== undefined) employeeShiftID = employeeShiftIDOf(employeeShiftsID, 'EmployeeShiftsID');
    else if (request.employeeID === undefined || request.date === undefined) {
      throw invalid('EmployeeShiftsID', 'EmployeeShiftsID, or employeeID and date, must name the day');
    }
    if (request.kind === 'fromNoPay') this.checkNoPayRight(http);
    const outcome = await sendCommand(this.commands, this.runtime, 'CreateAdjustment', { request, ...(employeeShiftID ? { employeeShiftID } : {}) }, http, key);
    return { ...outcome, shift: await this.dayOf(outcome) };
  }

  /** `id`: that adjustment; else every adjustment of the day (`employeeShiftID`, or `employeeID` and `date`). */
  @Post('DeleteAdjustment')
  @HttpCode(200)
  async delete(@Body() request: DeleteAdjustmentRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<DeleteAdjustmentResult> {
    if (request.id === undefined && request.employeeShiftID === undefined && (request.employeeID === undefined || request.date === undefined)) {
      throw invalid('id', 'id, or the day (employeeShiftID, or employeeID and date), must name what to delete');
    }
    if ((await countNoPayAdjustments(this.runtime.dataSource, request)) > 0) this.checkNoPayRight(http);
    const outcome = await sendCommand(this.commands, this.runtime, 'DeleteAdjustment', request, http, key);
    return { ...outcome, shift: await this.dayOf(outcome) };
  }

  @Post('CreateShiftAdjustment')
  @HttpCode(200)
  async createShiftAdjustment(
    @Query('EmployeeShiftsID') employeeShiftsID: unknown,
    @Body() request: CreateShiftAdjustmentRequest,
    @Req() http: AuthenticatedRequest,
    @Headers('idempotency-key') key?: string,
  ): Promise<ShiftAdjustmentResult> {
    const employeeShiftID = employeeShiftIDOf(employeeShiftsID, 'EmployeeShiftsID');
    const outcome = await sendCommand(this.commands, this.runtime, 'CreateShiftAdjustment', { request, employeeShiftID }, http, key);
    return { ...outcome, shift: await this.dayOf(outcome) };
  }

  @Post('DeleteShiftAdjustment')
  @HttpCode(200)
  async deleteShiftAdjustment(@Body() request: DeleteShiftAdjustmentRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ShiftAdjustmentResult> {
    const outcome = await sendCommand(this.commands, this.runtime, 'DeleteShiftAdjustment', request, http, key);
    return { ...outcome, shift: await this.dayOf(outcome) };
  }

  @Post('GetEmployeeShiftAdjustments')
  @HttpCode(200)
  adjustments(@Query('EmployeeShiftsID') id: unknown): Promise<Adjustment[]> {
    return this.queryBus.execute(new GetEmployeeShiftAdjustmentsQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  @Get('GetAdjustment_Details')
  details(@Query('ID') id: unknown): Promise<Adjustment> {
    if (!isUuid(id)) throw invalid('ID', 'ID must be the id of an adjustment');
    return this.queryBus.execute(new GetAdjustmentDetailsQuery(id.toLowerCase()));
  }

  @Post('GetEmployeeShiftShiftAdjustments')
  @HttpCode(200)
  shiftAdjustments(@Query('EmployeeShiftsID') id: unknown): Promise<ShiftAdjustment[]> {
    return this.queryBus.execute(new GetEmployeeShiftShiftAdjustmentsQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  /** No-pay adjustments need clkNoPay ('No Pay T/B/A') as well; refused like the guard refuses. */
  private checkNoPayRight(http: AuthenticatedRequest): void {
    if (!hasAnyPermission(http.user!, ['clkNoPay'])) throw new ForbiddenException({ error: 'Unauthorized access' });
  }

  /** The day as recalculated; null while it has no shift row. */
  private async dayOf(outcome: { employeeID: string | null; shiftDate: string | null }): Promise<EmployeeShift | null> {
    if (outcome.employeeID === null || outcome.shiftDate === null) return null;
    const days: EmployeeShift[] = await this.queryBus.execute(new GetEmployeeShiftsQuery({ employeeID: outcome.employeeID, from: outcome.shiftDate, to: outcome.shiftDate }));
    return days[0] ?? null;
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
