import type { ArgumentsHost } from '@nestjs/common';
import { ConflictException } from '@nestjs/common';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { BusUnavailableError } from '../bus/message-bus';
import { HttpErrorFilter } from './http-error.filter';

/** What the filter answered: status, headers and body, as a Fastify reply would have sent them. */
function answerTo(error: unknown, url = '/api/CreateShift'): { status: number; headers: Record<string, string>; body: unknown; logged: number } {
  const answer = { status: 200, headers: {} as Record<string, string>, body: undefined as unknown, logged: 0 };
  const reply = {
    status(code: number) {
      answer.status = code;
      return reply;
    },
    type(value: string) {
      answer.headers['content-type'] = value;
      return reply;
    },
    header(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return reply;
    },
    send(body: unknown) {
      answer.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ url }) }) } as unknown as ArgumentsHost;
  const logger = { error: () => answer.logged++ } as unknown as Logger;
  new HttpErrorFilter(logger).catch(error, host);
  return answer;
}

describe('HttpErrorFilter', () => {
  it('answers PostgreSQL away, wherever it surfaced, with 503 and Retry-After, never 500', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const answer = answerTo(error);
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toEqual({ error: 'the database is unreachable; try again shortly' });
      expect(answer.logged).toBe(0);
    }
  });

  it('answers the broker away the same way', () => {
    const answer = answerTo(new BusUnavailableError('CreateShift', 'ECONNREFUSED'));
    expect([answer.status, Number(answer.headers['retry-after']) > 0]).toEqual([503, true]);
  });

  it('keeps an HTTP answer and logs a bug as a 500', () => {
    expect(answerTo(new ConflictException({ error: 'in use', field: 'ID' }))).toMatchObject({ status: 409, body: { error: 'in use', field: 'ID' } });
    expect(answerTo(new Error('a bug'))).toEqual({ status: 500, headers: {}, body: { error: 'internal error' }, logged: 1 });
  });

  it('answers a reader in the push protocol’s text, with the same status, so its firmware logs why', () => {
    expect(answerTo(new Error('a bug'), '/iclock/cdata?SN=ZK1&table=ATTLOG')).toEqual({ status: 500, headers: { 'content-type': 'text/plain' }, body: 'ERROR: internal error', logged: 1 });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(answerTo(tooLarge, '/iclock/cdata?SN=ZK1')).toMatchObject({ status: 413, body: 'ERROR: Request body is too large' });
    const away = answerTo(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), '/iclock/getrequest?SN=ZK1');
    expect([away.status, Number(away.headers['retry-after']) > 0, away.body]).toEqual([503, true, 'ERROR: the database is unreachable; try again shortly']);
    expect(answerTo(tooLarge, '/api/iclock')).toMatchObject({ status: 413, body: { error: 'Request body is too large' } });
  });
});
