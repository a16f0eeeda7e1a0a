import type { Logger } from 'pino';

export interface LoggedLine {
  level: string;
  fields: unknown;
  message: string;
}

/** A pino-shaped logger for code under test, keeping each line it was given (fields, message) by level. */
export function recordingLogger(): { lines: LoggedLine[]; logger: Logger } {
  const lines: LoggedLine[] = [];
  const at = (level: string) => (fields: unknown, message: string) => void lines.push({ level, fields, message });
  return { lines, logger: { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as unknown as Logger };
}
