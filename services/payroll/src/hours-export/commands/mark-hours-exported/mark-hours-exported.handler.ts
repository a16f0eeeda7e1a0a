import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OTHER_RESULTS, type HoursExportedResult } from '@tna/contracts';
import { CommandRefusedError, refuseUnknownIDs } from '@tna/platform';
import { engineDaysByID, lockEmployees } from '../../../hours-authorisation/hours-authorisation.store';
import { changeExportFlags, storedExportFlags } from '../../hours-export.store';
import { MarkHoursExportedCommand } from './mark-hours-exported.command';

/**
 * Stores the flag of the days that change with who and when, and writes one HoursExportChanged
 * per employee to the outbox in the same transaction; the time engine keeps the flag per day.
 */
@CommandHandler(MarkHoursExportedCommand)
export class MarkHoursExportedHandler implements ICommandHandler<MarkHoursExportedCommand, HoursExportedResult> {
  async execute({ request, actor, manager }: MarkHoursExportedCommand): Promise<HoursExportedResult> {
    // Set by a person (the api's audit log names them): a command without a user has no one to record.
    if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');
    const ids = [...new Set(request.employeeShiftsIDs)];
    const days = await engineDaysByID(manager, ids);
    refuseUnknownIDs(ids, new Set(days.map((day) => day.employeeShiftID)), 'employee shift', 'employeeShiftsIDs');
    await lockEmployees(manager, days.map((day) => day.employeeID));
    // Read under the employees' locks: a request that waited sees what the one before it stored.
    const state = await storedExportFlags(manager, days);
    await changeExportFlags(manager, days.map((day) => ({ ...day, exported: state.get(day.employeeShiftID) ?? false })), request.exported, actor);
    return { resultCode: 1, resultText: OTHER_RESULTS[1], exported: request.exported, days: days.length };
  }
}
