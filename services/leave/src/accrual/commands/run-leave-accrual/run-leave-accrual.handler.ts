import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { LEAVE_JOB_RESULTS, type RunLeaveAccrualResult } from '@tna/contracts';
import { CommandRefusedError, enqueue, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { LEAVE_ACCRUAL, serverToday } from '../../jobs/leave-accrual.job';
import { RunLeaveAccrualCommand } from './run-leave-accrual.command';

/**
 * Queues the accrual job and answers 12 with its id (GetJob follows it). asOf must be a real day
 * and not after today in the product's zone: accrual posts nothing ahead of time (LEAVE.md §2.1).
 */
@CommandHandler(RunLeaveAccrualCommand)
export class RunLeaveAccrualHandler implements ICommandHandler<RunLeaveAccrualCommand, RunLeaveAccrualResult> {
  constructor(@Inject(runtimeToken('leave')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, actor }: RunLeaveAccrualCommand): Promise<RunLeaveAccrualResult> {
    const today = serverToday(this.runtime);
    const asOf = request.asOf ?? today;
    if (!DateTime.fromISO(asOf).isValid) throw new CommandRefusedError(400, `asOf ${asOf} is not a day of the calendar`, 'asOf');
    if (asOf > today) throw new CommandRefusedError(400, `asOf ${asOf} is after today (${today}): accrual posts nothing ahead of time`, 'asOf');
    const jobID = await this.runtime.dataSource.transaction((manager) => enqueue(manager, LEAVE_ACCRUAL, { asOf }, actor ?? null));
    return { resultCode: 12, resultText: LEAVE_JOB_RESULTS[12], jobID };
  }
}
