import { BadRequestException, ConflictException } from '@nestjs/common';

/** PostgreSQL's SQLSTATE codes the HTTP answers depend on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The body of a 4xx answer: the reason and, where one is to blame, the field. */
export interface PgErrorAnswer {
  error: string;
  field?: string;
}

/** A field name (the answer's text is then the usual one) or the whole answer. */
type FieldOrAnswer = string | PgErrorAnswer;

/** What a caller answers for the PostgreSQL errors it expects; constraint and index names as keys. */
export interface PgErrorAnswers {
  /** A duplicate value (23505): 409, by default `<field> is already in use`. */
  unique?: Readonly<Record<string, FieldOrAnswer>> | ((constraint: string | undefined) => FieldOrAnswer | undefined);
  /** A reference to a record that does not exist (23503 on insert or update): 400, by default `<field> does not name an existing record`. */
  references?: Readonly<Record<string, FieldOrAnswer>>;
  /** A delete that other rows still point at (23503 on delete): 409 with this text on field `ID`. */
  inUse?: string;
}

/** The SQLSTATE and constraint of a pg error, also when TypeORM wraps it (QueryFailedError copies both). */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string') return undefined;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

function answerOf(given: FieldOrAnswer, text: (field: string) => string): PgErrorAnswer {
  return typeof given === 'string' ? { error: text(given), field: given } : given;
}

/**
 * The one mapping of PostgreSQL errors to HTTP answers: throws the 400 or 409 the caller's
 * `answers` name for this error, or the error itself when they name none (a 500, as it should be).
 */
export function pgErrorToHttp(error: unknown, answers: PgErrorAnswers): never {
  const pg = pgErrorOf(error);
  if (pg?.code === PG_UNIQUE_VIOLATION && answers.unique) {
    const given = typeof answers.unique === 'function' ? answers.unique(pg.constraint) : pg.constraint === undefined ? undefined : answers.unique[pg.constraint];
    if (given !== undefined) throw new ConflictException(answerOf(given, (field) => `${field} is already in use`));
  }
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    const given = pg.constraint === undefined ? undefined : answers.references?.[pg.constraint];
    if (given !== undefined) throw new BadRequestException(answerOf(given, (field) => `${field} does not name an existing record`));
    if (answers.inUse !== undefined) throw new ConflictException({ error: answers.inUse, field: 'ID' });
  }
  throw error;
}
