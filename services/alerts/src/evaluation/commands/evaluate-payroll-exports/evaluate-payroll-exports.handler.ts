import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { decidePayrollExportedAlerts, payrollExportFault } from '../../domain';
import { activeEventTypes, insertAlerts } from '../../evaluation.store';
import { EvaluatePayrollExportsCommand, type EvaluatePayrollExportsResult } from './evaluate-payroll-exports.command';

/** Decides the payrollExported alerts of each export; an export it cannot read is logged and left out. */
@CommandHandler(EvaluatePayrollExportsCommand)
export class EvaluatePayrollExportsHandler implements ICommandHandler<EvaluatePayrollExportsCommand, EvaluatePayrollExportsResult> {
  constructor(@Inject(runtimeToken('alerts')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: EvaluatePayrollExportsCommand): Promise<EvaluatePayrollExportsResult> {
    const types = await activeEventTypes(manager, ['payrollExported']);
    if (types.length === 0) return { alerts: 0 };
    const alerts = events.flatMap((event) => {
      const fault = payrollExportFault(event.payload);
      if (fault === null) return decidePayrollExportedAlerts(types, event.payload);
      this.runtime.logger.error({ eventID: event.id, fault }, 'PayrollExported ignored');
      return [];
    });
    return { alerts: await insertAlerts(manager, alerts) };
  }
}
