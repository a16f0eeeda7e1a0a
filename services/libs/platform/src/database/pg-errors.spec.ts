import { BadRequestException, ConflictException, HttpException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { BusUnavailableError } from '../bus/message-bus';
import { RetryLaterException } from '../http/retry-later.exception';
import { isPgConnectionError, pgErrorToHttp, unavailableToHttp } from './pg-errors';

/** What pg's DatabaseError (and TypeORM's QueryFailedError around it) carries. */
const pgError = (code: string, constraint?: string) => Object.assign(new Error('database said no'), { code, constraint });

function answer(error: unknown, answers: Parameters<typeof pgErrorToHttp>[1]): { status: number; body: unknown } | unknown {
  try {
    pgErrorToHttp(error, answers);
  } catch (thrown) {
    return thrown instanceof HttpException ? { status: thrown.getStatus(), body: thrown.getResponse() } : thrown;
  }
  throw new Error('pgErrorToHttp returned');
}

describe('pgErrorToHttp', () => {
  it('answers a duplicate of a named unique index with 409 naming the field', () => {
    expect(answer(pgError('23505', 'users_username_key'), { unique: { users_username_key: 'username' } })).toEqual({
      status: 409,
      body: { error: 'username is already in use', field: 'username' },
    });
  });

  it('gives the caller’s own text where it has one, also from a function of the constraint', () => {
    const duplicate = { error: 'Code "A1" is already in use', field: 'code' };
    expect(answer(pgError('23505', 'shifts_code_unique'), { unique: { shifts_code_unique: duplicate } })).toEqual({ status: 409, body: duplicate });
    expect(answer(pgError('23505', 'shifts_code_unique'), { unique: (constraint) => (constraint?.includes('code') ? duplicate : undefined) })).toEqual({
      status: 409,
      body: duplicate,
    });
  });

  it('answers a reference to a missing record with 400 naming the field', () => {
    const error = pgError('23503', 'users_team_fk');
    expect(answer(error, { references: { users_team_fk: 'userTeamID' } })).toEqual({
      status: 400,
      body: { error: 'userTeamID does not name an existing record', field: 'userTeamID' },
    });
  });

  it('answers a delete that other rows still point at with 409 on ID', () => {
    expect(answer(pgError('23503', 'users_team_fk'), { inUse: 'the user team has members' })).toEqual({
      status: 409,
      body: { error: 'the user team has members', field: 'ID' },
    });
  });

  it('lets every error it was not told about through unchanged', () => {
    const otherIndex = pgError('23505', 'users_email_key');
    const otherKey = pgError('23503', 'users_template_fk');
    const deadlock = pgError('40P01');
    const plain = new Error('connection refused');
    expect(answer(otherIndex, { unique: { users_username_key: 'username' } })).toBe(otherIndex);
    expect(answer(otherKey, { references: { users_team_fk: 'userTeamID' }, unique: { users_template_fk: 'x' } })).toBe(otherKey);
    expect(answer(deadlock, { unique: () => 'username', inUse: 'in use' })).toBe(deadlock);
    expect(answer(plain, { unique: () => 'username', inUse: 'in use' })).toBe(plain);
    expect(answer(undefined, { inUse: 'in use' })).toBeUndefined();
  });

  it('throws Nest’s own exceptions, so the platform’s error filter answers them as any other', () => {
    expect(() => pgErrorToHttp(pgError('23505', 'k'), { unique: { k: 'f' } })).toThrow(ConflictException);
    expect(() => pgErrorToHttp(pgError('23503', 'k'), { references: { k: 'f' } })).toThrow(BadRequestException);
  });

  it('answers a lost or refused connection with 503 and Retry-After, whatever the caller expected', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const thrown = (() => {
      try {
        pgErrorToHttp(refused, { unique: () => 'username', inUse: 'in use' });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(RetryLaterException);
    expect((thrown as RetryLaterException).retryAfterSeconds).toBeGreaterThan(0);
    expect(answer(pgError('57P01'), {})).toEqual({ status: 503, body: { error: 'the database is unreachable; try again shortly' } });
  });
});

describe('isPgConnectionError', () => {
  it('knows PostgreSQL away: refused or reset sockets, shutdown and startup SQLSTATEs, no connection left, class 08, pg’s lost-connection and pool timeouts, a query runner released with its lost connection', () => {
    const socket = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
    for (const error of [
      socket('ECONNREFUSED'),
      socket('ECONNRESET'),
      // Node 20 tries every address of localhost and throws their AggregateError with the code.
      Object.assign(new AggregateError([socket('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' }),
      pgError('57P01'),
      pgError('57P02'),
      pgError('57P03'),
      pgError('08006'),
      pgError('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      pgError('53300'),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
      Object.assign(new Error('Database connection provided by a query runner was already released, cannot continue to use its querying methods anymore.'), {
        name: 'QueryRunnerProviderAlreadyReleasedError',
      }),
    ]) {
      expect(isPgConnectionError(error), String(error)).toBe(true);
    }
  });

  it('leaves the errors of a statement or of its data alone', () => {
    for (const error of [pgError('23505', 'k'), pgError('40P01'), pgError('57014'), pgError('42P01'), new Error('connection refused by policy'), 'ECONNREFUSED', undefined, null]) {
      expect(isPgConnectionError(error), String(error)).toBe(false);
    }
  });
});

describe('unavailableToHttp', () => {
  it('answers the broker and the database away alike: 503 with Retry-After and a sentence that says which', () => {
    const broker = unavailableToHttp(new BusUnavailableError('CreateShift', 'ECONNREFUSED'), { call: 'CreateShift' });
    const database = unavailableToHttp(pgError('57P03'));
    expect(broker).toBeInstanceOf(RetryLaterException);
    expect(database).toBeInstanceOf(RetryLaterException);
    expect([broker!.getStatus(), broker!.getResponse(), broker!.retryAfterSeconds > 0]).toEqual([503, { error: 'the message broker is unreachable; try again shortly', call: 'CreateShift' }, true]);
    expect([database!.getStatus(), database!.getResponse(), database!.retryAfterSeconds > 0]).toEqual([503, { error: 'the database is unreachable; try again shortly' }, true]);
  });

  it('has no answer for any other error', () => {
    expect(unavailableToHttp(pgError('23505', 'k'))).toBeUndefined();
    expect(unavailableToHttp(new Error('a bug'))).toBeUndefined();
  });
});
