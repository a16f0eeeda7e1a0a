import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { unavailableToHttp } from '../database/pg-errors';
import { isReaderPath } from './request-context';
import { RetryLaterException } from './retry-later.exception';

interface ErrorAnswer {
  status: number;
  body: object;
  retryAfterSeconds?: number;
}

/**
 * Answers every error as JSON. Framework errors that carry a 4xx status (bad JSON, body too
 * large, wrong content type) keep it, so input never produces a 500; a dependency that is away
 * (PostgreSQL, the broker) is a 503 with Retry-After wherever it surfaced. A reader (`/iclock`)
 * gets the same status with the push protocol's `ERROR: …` text, which its firmware logs.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const answer = this.answerTo(thrown);
    if (answer.retryAfterSeconds !== undefined) reply.header('Retry-After', String(answer.retryAfterSeconds));
    if (isReaderPath(http.getRequest<{ url?: string }>().url)) {
      const message = (answer.body as { error?: unknown }).error;
      reply.status(answer.status).type('text/plain').send(`ERROR: ${typeof message === 'string' ? message : 'refused'}`);
      return;
    }
    reply.status(answer.status).send(answer.body);
  }

  private answerTo(thrown: unknown): ErrorAnswer {
    const error = thrown instanceof HttpException ? thrown : (unavailableToHttp(thrown) ?? thrown);
    if (error instanceof HttpException) {
      const body = error.getResponse();
      return {
        status: error.getStatus(),
        body: typeof body === 'string' ? { error: body } : body,
        retryAfterSeconds: error instanceof RetryLaterException ? error.retryAfterSeconds : undefined,
      };
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return { status, body: { error: (error as Error).message } };
    this.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'unhandled error');
    return { status: 500, body: { error: 'internal error' } };
  }
}
