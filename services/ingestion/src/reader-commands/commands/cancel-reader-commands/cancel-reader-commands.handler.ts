import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CancelReaderCommandsResult } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { cancelCommands, findCommandScanners, unknownCommandIDs } from '../../reader-commands.store';
import { CancelReaderCommandsCommand } from './cancel-reader-commands.command';

@CommandHandler(CancelReaderCommandsCommand)
export class CancelReaderCommandsHandler implements ICommandHandler<CancelReaderCommandsCommand, CancelReaderCommandsResult> {
  async execute({ request, actor, manager }: CancelReaderCommandsCommand): Promise<CancelReaderCommandsResult> {
    const { scannerID, commandIDs } = request;
    // The api refuses this too; the queue's owner never reads "nothing named" as "every line".
    if (scannerID == null && commandIDs == null) throw new CommandRefusedError(400, 'scannerID must be a reader id, or commandIDs must name the lines', 'scannerID');
    if (scannerID !== undefined && (await findCommandScanners(manager, [scannerID])).length === 0) {
      throw new CommandRefusedError(404, `no such reader: ${scannerID}`, 'scannerID');
    }
    if (commandIDs !== undefined) {
      const unknown = await unknownCommandIDs(manager, commandIDs, scannerID);
      if (unknown.length > 0) throw new CommandRefusedError(404, `no such command${scannerID ? ' of this reader' : ''}: ${unknown.join(', ')}`, 'commandIDs');
    }
    return { cancelled: await cancelCommands(manager, { scannerID, commandIDs }, actor.kind === 'user' ? actor.id : null, new Date()) };
  }
}
