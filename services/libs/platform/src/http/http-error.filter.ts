import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { unavailableToHttp } from '../database/pg-errors';
import { RetryLaterException } from './retry-later.exception';

/**
 * Answers every error as JSON. Framework errors that carry a 4xx status (bad JSON, body too
 * large, wrong content type) keep it, so input never produces a 500; a dependency that is away
 * (PostgreSQL, the broker) is a 503 with Retry-After wherever it surfaced.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = thrown instanceof HttpException ? thrown : (unavailableToHttp(thrown) ?? thrown);
    if (error instanceof HttpException) {
      const body = error.getResponse();
      if (error instanceof RetryLaterException) reply.header('Retry-After', String(error.retryAfterSeconds));
      reply.status(error.getStatus()).send(typeof body === 'string' ? { error: body } : body);
      return;
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      reply.status(status).send({ error: (error as Error).message });
      return;
    }
    this.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'unhandled error');
    reply.status(500).send({ error: 'internal error' });
  }
}
