import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { READER_SERIAL, type Actor } from '@tna/contracts';
import { currentContext, runWithContext, type MessageContext } from '../context/message-context';

export const CORRELATION_HEADER = 'x-correlation-id';
/** A caller's correlation id is kept only when it is a plain token: it goes into logs and messages. */
const SANE_CORRELATION = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const READER_PATH = /^\/iclock\//;

/** Whether a request's URL is a reader's (the ZKTeco push protocol's `/iclock/...`). */
export const isReaderPath = (url: string | undefined): boolean => READER_PATH.test(url ?? '');

const contexts = new WeakMap<object, MessageContext>();

/**
 * Gives every HTTP request its context at the edge: the caller's `X-Correlation-ID` (else a new
 * one), echoed in the answer; a reader upload acts as the reader (its serial). The context is
 * entered in `preHandler`, after the body is read (stream callbacks would lose it), so guards,
 * handlers, commands, events and log lines of the request all see it. Each answer is logged at
 * debug level under its context, so a correlation id leads to the request in the logs.
 */
export function registerRequestContext(app: NestFastifyApplication, logger: Logger): void {
  // Nest's own copy of Fastify, so the hooks' types are the ones its instance has.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const context = requestContext(request.headers[CORRELATION_HEADER], request.url, request.query);
    contexts.set(request, context);
    reply.header(CORRELATION_HEADER, context.correlationId);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) runWithContext(context, () => done());
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const context = contexts.get(request);
    // Without the query string: it may carry a reset token.
    const answered = () => logger.debug({ method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request answered');
    if (context) runWithContext(context, answered);
    else answered();
    done();
  });
}

/** The authenticated user becomes the request's actor once a guard knows them. */
export function identifyActor(actor: Actor): void {
  const context = currentContext();
  if (context) context.actor = actor;
}

/** A request's context from its correlation header and URL: an upload to `/iclock` with a serial CreateScanner accepts acts as that reader. */
export function requestContext(given: string | string[] | undefined, url: string, query: unknown): MessageContext {
  const correlationId = typeof given === 'string' && SANE_CORRELATION.test(given) ? given : randomUUID();
  const serial = (query as Record<string, unknown> | undefined)?.SN;
  if (isReaderPath(url) && typeof serial === 'string' && READER_SERIAL.test(serial)) {
    return { correlationId, actor: { kind: 'reader', id: serial } };
  }
  return { correlationId };
}
