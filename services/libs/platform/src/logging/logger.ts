import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentContext } from '../context/message-context';

export type { Logger } from 'pino';

let root: Logger | undefined;

/** One pino root per process; services take children named after themselves. */
export function rootLogger(): Logger {
  root ??= pino({ level: process.env.LOG_LEVEL ?? 'info', base: { pid: process.pid }, mixin: contextFields });
  return root;
}

/** Every line, Nest's included, names the request or message it was written for. */
export function contextFields(): Record<string, unknown> {
  const context = currentContext();
  if (!context) return {};
  return { correlationId: context.correlationId, causationId: context.causationId, actor: context.actor };
}

export function serviceLogger(service: string): Logger {
  return rootLogger().child({ service });
}

/** Routes Nest's own log lines into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
