import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ChangeShiftRequest,
  isIsoDate,
  isUuid,
  LockUnlockShiftRequest,
  WorkCycleChangeRequest,
  type ChangeShiftResult,
  type EmployeeWorkCycleChange,
  type LockUnlockShiftResult,
  type WorkCycleChangeResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { GetEmployeeWorkCycleChangesQuery } from './queries/get-employee-work-cycle-changes/get-employee-work-cycle-changes.query';
import { ShiftChangesStore } from './shift-changes.store';

/**
 * Manual shift changes, work cycle changes and locks: owned by the time engine, which stores them
 * and recalculates the days. The api checks what it owns itself (the reasons) and serves the read.
 */
@Controller('api')
export class ShiftChangesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    private readonly store: ShiftChangesStore,
  ) {}

  @Post('ChangeShift')
  @HttpCode(200)
  async changeShift(@Body() request: ChangeShiftRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ChangeShiftResult> {
    await this.checkReason('shift_adjustment_reasons', request.reasonID, 'shift adjustment reason');
    return sendCommand(this.commands, this.runtime, 'ChangeShift', request, http, key);
  }

  @Post('WorkCycleChange')
  @HttpCode(200)
  async workCycleChange(@Body() request: WorkCycleChangeRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<WorkCycleChangeResult> {
    await this.checkReason('work_cycle_change_reasons', request.reasonID, 'work cycle change reason');
    return sendCommand(this.commands, this.runtime, 'WorkCycleChange', request, http, key);
  }

  @Post('LockUnlockShift')
  @HttpCode(200)
  lockUnlock(@Body() request: LockUnlockShiftRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<LockUnlockShiftResult> {
    return sendCommand(this.commands, this.runtime, 'LockUnlockShift', request, http, key);
  }

  /** `FutureOnly`: changes effective today or later in the employee's zone; `EffectiveFrom`: on or after that date. */
  @Post('GetEmployeeWorkCycleChanges')
  @HttpCode(200)
  workCycleChanges(
    @Query('EmployeeID') employeeID: unknown,
    @Query('FutureOnly') futureOnly: unknown,
    @Query('EffectiveFrom') effectiveFrom: unknown,
  ): Promise<EmployeeWorkCycleChange[]> {
    if (!isUuid(employeeID)) throw invalid('EmployeeID', 'EmployeeID must be an employee id');
    const future = typeof futureOnly === 'string' ? { true: true, '1': true, false: false, '0': false }[futureOnly.toLowerCase()] : undefined;
    if (future === undefined) throw invalid('FutureOnly', 'FutureOnly must be true or false');
    if (effectiveFrom !== undefined && !isIsoDate(effectiveFrom)) {
      throw invalid('EffectiveFrom', 'EffectiveFrom must be a date YYYY-MM-DD');
    }
    return this.queryBus.execute(new GetEmployeeWorkCycleChangesQuery(employeeID.toLowerCase(), future, effectiveFrom ?? null));
  }

  /** Reasons are the api's setup: an unknown one is a 400 naming `reasonID`. */
  private async checkReason(table: 'shift_adjustment_reasons' | 'work_cycle_change_reasons', reasonID: string | undefined, label: string): Promise<void> {
    if (reasonID === undefined) return;
    if (!(await this.store.reasonExists(table, reasonID))) throw invalid('reasonID', `no such ${label}: ${reasonID}`);
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
