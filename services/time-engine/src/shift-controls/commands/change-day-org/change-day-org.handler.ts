import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORG_INFO_FIELDS, RESULT_CODES, type OrgChangeResult } from '@tna/contracts';
import { CommandRefusedError, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkRecalcRequest, EMPLOYEES_PER_TRANSACTION } from '../../../recalculation/range-recalculation.util';
import { orgChangeResultCode } from '../../domain/shift-control-outcome';
import { countLockedDays, unlockedDays, upsertDayOrg } from '../../shift-controls.store';
import { ChangeDayOrgCommand } from './change-day-org.command';

/** Nothing to recalculate: the organisation of a day changes what reports group it by, not its time values. */
@CommandHandler(ChangeDayOrgCommand)
export class ChangeDayOrgHandler implements ICommandHandler<ChangeDayOrgCommand, OrgChangeResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, columns, actor }: ChangeDayOrgCommand): Promise<OrgChangeResult> {
    if (Object.keys(columns).length === 0) throw new CommandRefusedError(400, `give at least one of ${ORG_INFO_FIELDS.join(', ')}`, ORG_INFO_FIELDS[0]);
    const plan = await checkRecalcRequest(this.runtime, request);
    const counts = { changed: 0, locked: 0 };
    for (let start = 0; start < plan.employeeIDs.length; start += EMPLOYEES_PER_TRANSACTION) {
      const chunk = plan.employeeIDs.slice(start, start + EMPLOYEES_PER_TRANSACTION);
      await this.runtime.dataSource.transaction(async (manager) => {
        const days = await unlockedDays(manager, chunk, plan.from, plan.to);
        counts.locked += await countLockedDays(manager, chunk, plan.from, plan.to);
        counts.changed += days.length;
        if (days.length > 0) await upsertDayOrg(manager, days, columns, actor.id);
      });
    }
    const code = orgChangeResultCode(counts.changed);
    return {
      resultCode: code,
      resultText: code === 1 ? RESULT_CODES.locationChange[1] : RESULT_CODES.shiftChange[150],
      employees: plan.employeeIDs.length,
      changedDays: counts.changed,
      lockedDays: counts.locked,
    };
  }
}
