import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { takeReaderPoll } from '../../../readers/readers.store';
import { parseCommandResults } from '../../domain/adms-lines';
import { parseInfoAnswer } from '../../domain/reader-info';
import { recordCommandResults, recordReaderInfo } from '../../reader-commands.store';
import { ReceiveCommandResultsCommand, type ReceiveCommandResultsResult } from './receive-command-results.command';

@CommandHandler(ReceiveCommandResultsCommand)
export class ReceiveCommandResultsHandler implements ICommandHandler<ReceiveCommandResultsCommand, ReceiveCommandResultsResult> {
  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute({ serial, body, at, remoteAddress }: ReceiveCommandResultsCommand): Promise<ReceiveCommandResultsResult> {
    const results = parseCommandResults(body);
    return this.runtime.dataSource.transaction(async (manager) => {
      const reader = await takeReaderPoll(manager, { serial, at, remoteAddress });
      if (!reader) return null;
      const answered = new Map((await recordCommandResults(manager, reader.id, results, at)).map((row) => [row.id, row.command]));
      for (const result of results) {
        if (answered.get(result.id) !== 'info' || result.returnCode !== 0) continue;
        const info = parseInfoAnswer(result.details);
        if (info) await recordReaderInfo(manager, serial, info, at);
      }
      if (answered.size < results.length) this.runtime.logger.warn({ serial, ids: results.filter((r) => !answered.has(r.id)).map((r) => r.id) }, 'devicecmd answers for commands the reader was not sent');
      return { recorded: answered.size };
    });
  }
}
