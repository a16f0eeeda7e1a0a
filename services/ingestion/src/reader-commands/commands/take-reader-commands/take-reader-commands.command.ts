/** A reader's poll (`GET /iclock/getrequest`): note it, keep its INFO, hand it its due commands. */
export class TakeReaderCommandsCommand {
  constructor(
    readonly serial: string,
    /** The first poll's `INFO=` parameter, if any. */
    readonly info: string | undefined,
    readonly at: Date,
    readonly remoteAddress: string | null,
  ) {}
}

/** The poll's answer body; null for an unknown reader. */
export type TakeReaderCommandsResult = { answer: string } | null;
