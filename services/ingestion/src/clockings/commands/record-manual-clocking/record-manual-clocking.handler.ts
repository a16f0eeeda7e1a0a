import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRefusedError } from '@tna/platform';
import type { CreateRawClockingResult } from '@tna/contracts';
import { storeClockings } from '../../clocking-store';
import { findReaderById } from '../../../readers/reader-directory';
import { RecordManualClockingCommand } from './record-manual-clocking.command';

@CommandHandler(RecordManualClockingCommand)
export class RecordManualClockingHandler implements ICommandHandler<RecordManualClockingCommand, CreateRawClockingResult> {
  async execute({ request, actor, manager }: RecordManualClockingCommand): Promise<CreateRawClockingResult> {
    const employees: { employeeNumber: string }[] = await manager.query(
      'SELECT employee_number AS "employeeNumber" FROM api.v_employee_numbers WHERE id = $1',
      [request.employeeID],
    );
    if (employees.length === 0) throw new CommandRefusedError(404, 'no such employee', 'employeeID');
    const reader = request.scannerID ? await findReaderById(manager, request.scannerID) : null;
    if (request.scannerID && !reader) throw new CommandRefusedError(404, 'no such reader', 'scannerID');
    const clockedAt = new Date(request.clockedAt).toISOString();
    const stored = await storeClockings(
      manager,
      [
        {
          serial: reader?.externalId ?? 'manual',
          pin: employees[0].employeeNumber,
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
