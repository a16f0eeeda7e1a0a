import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { takeReaderPoll } from '../../../readers/readers.store';
import { pollAnswer } from '../../domain/adms-lines';
import { setTimeLineAt } from '../../domain/command-plan';
import { parseInfoParameter } from '../../domain/reader-info';
import { hasOpenCommands, recordReaderInfo, takeDueCommands } from '../../reader-commands.store';
import { TakeReaderCommandsCommand, type TakeReaderCommandsResult } from './take-reader-commands.command';

/** A sent line unanswered this long is sent again at the next poll (TNA_READER_COMMAND_RESEND_SECONDS). */
export const DEFAULT_RESEND_SECONDS = 120;

/** Lines per answer: a user's templates run to a few kB each, and firmware reads the answer into a fixed buffer. */
export const MAX_LINES_PER_POLL = 50;

@CommandHandler(TakeReaderCommandsCommand)
export class TakeReaderCommandsHandler implements ICommandHandler<TakeReaderCommandsCommand, TakeReaderCommandsResult> {
  constructor(@Inject(runtimeToken('ingestion')) private readonly runtime: ServiceRuntime) {}

  async execute({ serial, info, at, remoteAddress }: TakeReaderCommandsCommand): Promise<TakeReaderCommandsResult> {
    const manager = this.runtime.dataSource.manager;
    // Most polls find nothing: the indexed look for open lines runs beside the reader's lookup,
    // so an idle poll costs one round trip, and only a reader with lines runs the taking statement.
    const [reader, open] = await Promise.all([takeReaderPoll(manager, { serial, at, remoteAddress }), hasOpenCommands(manager, serial)]);
    if (!reader) return null;
    const reported = parseInfoParameter(info);
    if (reported) await recordReaderInfo(manager, serial, reported, at);
    if (!open) return { answer: pollAnswer([]) };
    const due = await takeDueCommands(manager, {
      scannerID: reader.id,
      at,
      resendAfterSeconds: this.runtime.config.TNA_READER_COMMAND_RESEND_SECONDS ?? DEFAULT_RESEND_SECONDS,
      setTimeLine: setTimeLineAt(at, reader.timeZone ?? defaultTimeZone(this.runtime.config)),
      limit: MAX_LINES_PER_POLL,
    });
    return { answer: pollAnswer(due) };
  }
}
