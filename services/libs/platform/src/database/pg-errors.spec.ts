import { BadRequestException, ConflictException, HttpException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { pgErrorToHttp } from './pg-errors';

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
});
