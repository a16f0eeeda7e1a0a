import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lastExportFlags } from '../../domain/export-flags';
import { setExportedDays } from '../../hours-export.store';
import { ApplyHoursExportCommand, type ApplyHoursExportResult } from './apply-hours-export.command';

/** Keeps payroll's exported flag per day. The day's values do not depend on it: nothing is recalculated. */
@CommandHandler(ApplyHoursExportCommand)
export class ApplyHoursExportHandler implements ICommandHandler<ApplyHoursExportCommand, ApplyHoursExportResult> {
  async execute({ events, manager }: ApplyHoursExportCommand): Promise<ApplyHoursExportResult> {
    const flags = lastExportFlags(events.map((event) => event.payload));
    await setExportedDays(manager, flags);
    return { days: flags.length };
  }
}
