import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { leaveTypeExists, leaveTypeReasons } from '../../leave.store';
import { GetLeaveTypeReasonsQuery } from './get-leave-type-reasons.query';

@QueryHandler(GetLeaveTypeReasonsQuery)
export class GetLeaveTypeReasonsHandler implements IQueryHandler<GetLeaveTypeReasonsQuery, { id: string; name: string }[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ leaveTypeID }: GetLeaveTypeReasonsQuery): Promise<{ id: string; name: string }[]> {
    if (!(await leaveTypeExists(this.runtime.dataSource, leaveTypeID))) throw new NotFoundException({ error: `No leave type has the id ${leaveTypeID}`, field: 'LeaveTypeID' });
    return leaveTypeReasons(this.runtime.dataSource, leaveTypeID);
  }
}
