import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_COMMAND_LINES_PER_REQUEST, READER_USER_COMMANDS, type SendReaderCommandsResult } from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { linesPerReader, planCommands, type CommandReader } from '../../domain/command-plan';
import { findCommandScanners, fingerprintsOf, queueCommands } from '../../reader-commands.store';
import { SendReaderCommandsCommand } from './send-reader-commands.command';

@CommandHandler(SendReaderCommandsCommand)
export class SendReaderCommandsHandler implements ICommandHandler<SendReaderCommandsCommand, SendReaderCommandsResult> {
  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, actor, manager }: SendReaderCommandsCommand): Promise<SendReaderCommandsResult> {
    const ids = [...new Set(request.scannerIDs)];
    const scanners = new Map((await findCommandScanners(manager, ids)).map((scanner) => [scanner.id, scanner]));
    const unknown = ids.filter((id) => !scanners.has(id));
    if (unknown.length > 0) throw new CommandRefusedError(404, `no such reader: ${unknown.join(', ')}`, 'scannerIDs');
    // Commands travel on the reader's own poll: a pull or file reader never asks for them.
    const notPolling = ids.map((id) => scanners.get(id)!).filter((scanner) => scanner.connection !== 'push' || !scanner.serial);
    if (notPolling.length > 0) {
      throw new CommandRefusedError(400, `commands reach push readers only, not ${notPolling.map((scanner) => scanner.name).join(', ')}`, 'scannerIDs');
    }
    const users = request.users ?? [];
    if (READER_USER_COMMANDS.includes(request.command) && users.length === 0) throw new CommandRefusedError(400, 'employeeIDs must list the employees to send or delete', 'employeeIDs');
    if (request.command === 'refetch') {
      if (!request.from || !request.to) throw new CommandRefusedError(400, 'refetch needs from and to', request.from ? 'to' : 'from');
      if (request.from > request.to) throw new CommandRefusedError(400, 'from must not be after to', 'to');
    }
    const readers: CommandReader[] = ids.map((id) => {
      const scanner = scanners.get(id)!;
      return { id, serial: scanner.serial!, timeZone: scanner.timeZone ?? defaultTimeZone(this.runtime.config) };
    });
    const fingerprints = request.command === 'sendUsers' ? await fingerprintsOf(manager, users.map((user) => user.pin)) : new Map();
    const plan = { command: request.command, users, fingerprints, from: request.from, to: request.to };
    const perReader = linesPerReader(plan);
    if (perReader * readers.length > MAX_COMMAND_LINES_PER_REQUEST) {
      const lines = (perReader * readers.length).toLocaleString('en-US');
      throw new CommandRefusedError(
        400,
        `this would queue ${lines} lines (${readers.length} readers × ${perReader} lines each, a user being one line and one per fingerprint); at most ${MAX_COMMAND_LINES_PER_REQUEST.toLocaleString('en-US')} a request: send fewer employees or readers at a time`,
        'employeeIDs',
      );
    }
    const planned = planCommands(readers, plan, new Date());
    return { commandIDs: await queueCommands(manager, planned, actor.kind === 'user' ? actor.id : null) };
  }
}
