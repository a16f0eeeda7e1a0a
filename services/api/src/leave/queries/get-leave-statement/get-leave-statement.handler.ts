import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GetLeaveStatementResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeExists, leaveTypeExists, statementEntries } from '../../leave.store';
import { GetLeaveStatementQuery } from './get-leave-statement.query';

@QueryHandler(GetLeaveStatementQuery)
export class GetLeaveStatementHandler implements IQueryHandler<GetLeaveStatementQuery, GetLeaveStatementResult> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetLeaveStatementQuery): Promise<GetLeaveStatementResult> {
    const data = this.runtime.dataSource;
    if (!(await employeeExists(data, request.employeeID))) throw new NotFoundException({ error: `No employee has the id ${request.employeeID}`, field: 'employeeID' });
    if (request.leaveTypeID && !(await leaveTypeExists(data, request.leaveTypeID))) throw new NotFoundException({ error: `No leave type has the id ${request.leaveTypeID}`, field: 'leaveTypeID' });
    const items = await statementEntries(data, request.employeeID, request.leaveTypeID ?? null, request.from ?? null, request.to ?? null);
    return { resultCode: 1, resultText: 'Done', items };
  }
}
