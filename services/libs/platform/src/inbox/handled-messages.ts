import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { PollingLoop } from '../runtime/polling-loop';

/**
 * How many days a service keeps the ids of the events it handled (`inbox`) and its replies to
 * commands (`command_log`) unless TNA_HANDLED_MESSAGES_DAYS says otherwise. A repeat is only
 * recognised while its row is kept, so this outlasts how long the broker may still hand a
 * message out (Kafka's defaults: 7 days of retention counted from a segment's newest message,
 * and a quiet segment rolls after 7 days, so up to 14; a group whose offsets expired reads its
 * topics again from the earliest) and any client's retry of a command.
 */
export const HANDLED_MESSAGES_DAYS = 30;
/** The least TNA_HANDLED_MESSAGES_DAYS takes: the 14 days above, and a day to spare. */
export const MIN_HANDLED_MESSAGES_DAYS = 15;
/** Rows deleted per statement: short transactions, few locks at once, however large the backlog. */
const ROWS_PER_STATEMENT = 10_000;
const HOUR_MS = 3_600_000;

export interface ForgottenMessages {
  events: number;
  commands: number;
}

/**
 * Deletes the inbox rows and command replies handled more than `days` ago, a bounded statement
 * at a time; `stopping` is asked before each statement, so a service that stops during a long
 * catch-up (the first run after an upgrade) leaves the rest for its next start.
 */
export async function forgetHandledMessages(dataSource: DataSource, days: number, stopping: () => boolean = () => false): Promise<ForgottenMessages> {
  const forget = async (table: 'inbox' | 'command_log'): Promise<number> => {
    let forgotten = 0;
    while (!stopping()) {
      const [{ deleted }]: { deleted: number }[] = await dataSource.query(
        `WITH gone AS (
           DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE handled_at < now() - make_interval(days => $1) LIMIT $2))
           RETURNING 1
         )
         SELECT count(*)::int AS deleted FROM gone`,
        [days, ROWS_PER_STATEMENT],
      );
      forgotten += deleted;
      if (deleted < ROWS_PER_STATEMENT) break;
    }
    return forgotten;
  };
  return { events: await forget('inbox'), commands: await forget('command_log') };
}

/**
 * Forgets a service's handled messages older than `days` at start and then every hour, so the
 * inbox and the command log hold a few weeks of rows instead of every event and command since
 * installation (each claim's index grows with them). A failed run is logged and tried in an hour.
 */
export function handledMessagesRetention(dataSource: DataSource, days: number, logger: Logger): PollingLoop {
  const loop: PollingLoop = new PollingLoop(
    async () => {
      const forgotten = await forgetHandledMessages(dataSource, days, () => loop.stopped);
      if (forgotten.events + forgotten.commands > 0) logger.info({ ...forgotten, days }, 'handled events and command replies past their retention forgotten');
    },
    HOUR_MS,
    (error, failures) => logger.warn({ error: String(error), failures }, 'forgetting handled events and command replies failed; tried again in an hour'),
  );
  return loop;
}
