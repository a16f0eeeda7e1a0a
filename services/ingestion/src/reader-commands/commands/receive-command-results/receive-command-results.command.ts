/** A reader's answers to its commands (`POST /iclock/devicecmd`). */
export class ReceiveCommandResultsCommand {
  constructor(
    readonly serial: string,
    readonly body: string,
    readonly at: Date,
    readonly remoteAddress: string | null,
  ) {}
}

/** How many answers named a command of this reader; null for an unknown reader. */
export type ReceiveCommandResultsResult = { recorded: number } | null;
