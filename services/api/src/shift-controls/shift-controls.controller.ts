import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ChangeLocationRequest,
  ChangeOrgInfoRequest,
  DeleteReprocessClockingsRequest,
  FILOSwitchOnOffRequest,
  isUuid,
  LAST_X_CLOCKINGS_MAX,
  type DeleteReprocessClockingsResult,
  type EmployeeClocking,
  type EmployeeShiftOrgInfo,
  type FILOSwitchOnOffResult,
  type OrgChangeResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { employeeShiftIDOf } from '../time-values/employee-shift-id.util';
import { GetEmployeeShiftAccessClockingsQuery } from './queries/get-employee-shift-access-clockings/get-employee-shift-access-clockings.query';
import { GetEmployeeShiftOrgInfoQuery } from './queries/get-employee-shift-org-info/get-employee-shift-org-info.query';
import { GetLastXClockingsForEmployeeQuery } from './queries/get-last-x-clockings-for-employee/get-last-x-clockings-for-employee.query';
import { orgRecordExists, type OrgReference } from './shift-controls.store';

/**
 * The clocking screen's shift controls, owned by the time engine (it stores them and
 * recalculates); the api checks the organisation records it owns itself and serves the reads.
 */
@Controller('api')
export class ShiftControlsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('DeleteReprocessClockings')
  @HttpCode(200)
  deleteReprocess(@Body() request: DeleteReprocessClockingsRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<DeleteReprocessClockingsResult> {
    return sendCommand(this.commands, this.runtime, 'DeleteReprocessClockings', request, http, key);
  }

  @Post('FILOSwitchOnOff')
  @HttpCode(200)
  filo(@Body() request: FILOSwitchOnOffRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<FILOSwitchOnOffResult> {
    return sendCommand(this.commands, this.runtime, 'FILOSwitchOnOff', request, http, key);
  }

  @Post('ChangeOrgInfo')
  @HttpCode(200)
  async changeOrgInfo(@Body() request: ChangeOrgInfoRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<OrgChangeResult> {
    await this.checkReferences(request, ['businessUnitID', 'departmentID', 'costCentreID', 'teamID', 'jobTitleID']);
    return sendCommand(this.commands, this.runtime, 'ChangeOrgInfo', request, http, key);
  }

  @Post('ChangeLocation')
  @HttpCode(200)
  async changeLocation(@Body() request: ChangeLocationRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<OrgChangeResult> {
    await this.checkReferences(request, ['locationID']);
    return sendCommand(this.commands, this.runtime, 'ChangeLocation', request, http, key);
  }

  @Post('GetEmployeeShiftOrgInfo')
  @HttpCode(200)
  orgInfo(@Query('EmployeeShiftsID') id: unknown): Promise<EmployeeShiftOrgInfo> {
    return this.queryBus.execute(new GetEmployeeShiftOrgInfoQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  @Post('GetEmployeeShiftAccessClockings')
  @HttpCode(200)
  accessClockings(@Query('EmployeeShiftsID') id: unknown): Promise<EmployeeClocking[]> {
    return this.queryBus.execute(new GetEmployeeShiftAccessClockingsQuery(employeeShiftIDOf(id, 'EmployeeShiftsID')));
  }

  @Get('GetLastXClockingsForEmployee')
  lastClockings(@Query('EmployeeID') employeeID: unknown, @Query('LastX') lastX: unknown): Promise<EmployeeClocking[]> {
    if (!isUuid(employeeID)) throw invalid('EmployeeID', 'EmployeeID must be an employee id');
    const count = typeof lastX === 'string' && /^\d{1,4}$/.test(lastX) ? Number(lastX) : NaN;
    if (!(count >= 1 && count <= LAST_X_CLOCKINGS_MAX)) throw invalid('LastX', `LastX must be a whole number from 1 to ${LAST_X_CLOCKINGS_MAX}`);
    return this.queryBus.execute(new GetLastXClockingsForEmployeeQuery(employeeID.toLowerCase(), count));
  }

  /** The organisation records are the api's setup: an unknown one is a 400 naming its field. */
  private async checkReferences<R extends Partial<Record<OrgReference, string>>>(request: R, fields: readonly OrgReference[]): Promise<void> {
    for (const field of fields) {
      const id = request[field];
      if (id !== undefined && !(await orgRecordExists(this.runtime.dataSource, field, id))) throw invalid(field, `no such record: ${id}`);
    }
  }
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ error: 'validation failed', field, message });
}
