import { ConfigError } from '../config/platform-config';
import { rootLogger } from '../logging/logger';

/** A start that cannot go on: its message is one line that says what is wrong and what to do. */
export class StartupError extends Error {}

/** Logs why a start failed: a known cause in its own words, only the unexpected with its stack. */
export function logStartFailure(error: unknown): void {
  if (error instanceof StartupError || error instanceof ConfigError) rootLogger().fatal(`could not start: ${error.message}`);
  else rootLogger().fatal({ error: error instanceof Error ? error.stack : String(error) }, 'could not start');
}
