import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LeaveAppToApprove } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { applicationsToApprove } from '../../leave.store';
import { GetLeaveAppsToApproveQuery } from './get-leave-apps-to-approve.query';

@QueryHandler(GetLeaveAppsToApproveQuery)
export class GetLeaveAppsToApproveHandler implements IQueryHandler<GetLeaveAppsToApproveQuery, LeaveAppToApprove[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ userID }: GetLeaveAppsToApproveQuery): Promise<LeaveAppToApprove[]> {
    return applicationsToApprove(this.runtime.dataSource, userID);
  }
}
