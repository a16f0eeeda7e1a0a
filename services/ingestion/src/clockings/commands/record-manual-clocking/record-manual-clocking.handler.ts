import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRefusedError } from '@tna/platform';
import type { CreateRawClockingResult } from '@tna/contracts';
import { storeClockings } from '../../clockings.store';
import { employeeNumberOf, findReaderById } from '../../../readers/readers.store';
import { RecordManualClockingCommand } from './record-manual-clocking.command';

@CommandHandler(RecordManualClockingCommand)
export class RecordManualClockingHandler implements ICommandHandler<RecordManualClockingCommand, CreateRawClockingResult> {
  async execute({ request, actor, manager }: RecordManualClockingCommand): Promise<CreateRawClockingResult> {
    const employeeNumber = await employeeNumberOf(manager, request.employeeID);
    if (employeeNumber === null) throw new CommandRefusedError(404, 'no such employee', 'employeeID');
    const reader = request.scannerID ? await findReaderById(manager, request.scannerID) : null;
    if (request.scannerID && !reader) throw new CommandRefusedError(404, 'no such reader', 'scannerID');
    const clockedAt = new Date(request.clockedAt).toISOString();
    const stored = await storeClockings(
      manager,
      [
        {
          serial: reader?.externalId ?? 'manual',
          pin: employeeNumber,
          localTime: clockedAt.slice(0, 19),
          clockedAt,
          state: null,
          verify: null,
          workCode: null,
          scannerID: reader?.id ?? null,
          direction: request.direction ?? null,
          source: 'manual',
        },
      ],
      actor,
    );
    return { created: stored.length === 1, clockingID: stored[0]?.clockingID ?? null };
  }
}
