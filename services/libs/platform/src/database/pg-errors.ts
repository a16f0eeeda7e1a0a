import { BadRequestException, ConflictException } from '@nestjs/common';
import { BusUnavailableError } from '../bus/message-bus';
import { RetryLaterException } from '../http/retry-later.exception';

/** PostgreSQL's SQLSTATE codes the HTTP answers depend on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A lock not had within `lock_timeout` (or with NOWAIT). */
export const PG_LOCK_NOT_AVAILABLE = '55P03';

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

/**
 * Failures PostgreSQL itself calls passing: a deadlock or serialization failure (class 40), too
 * many connections or another resource short (class 53), a lock or statement timeout (55P03, 57014), a standby that took writes
 * while read-only (25006). The same work may well succeed a moment later.
 */
export function isPassingPgError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && (code.startsWith('40') || code.startsWith('53') || [PG_LOCK_NOT_AVAILABLE, '57014', '25006'].includes(code));
}

/** What a caller is told while PostgreSQL is away, by the api or by a service that took a command. */
export const DATABASE_UNREACHABLE = 'the database is unreachable; try again shortly';

/** A restart takes seconds; callers (readers, the console) should not hammer the service meanwhile. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when PostgreSQL is not there (pg hands them over as they are). */
const SOCKET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Server shutting down (57P01 admin, 57P02 crash), starting up / shutting down (57P03 cannot connect now), or out of connections (53300). */
const SERVER_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * What pg and pg-pool throw, without a code, for a connection lost or never made; and TypeORM's
 * query runner, which releases itself when the server ends its connection between statements
 * (its own statements, and an entity manager's bound to it, then say so in two ways).
 */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query runner already released|Database connection provided by a query runner was already released)/;

/**
 * True when PostgreSQL could not be reached or went away mid-statement: nothing of the
 * statement's transaction was kept, and the same request may succeed once the server is back.
 */
export function isPgConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_UNAVAILABLE.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_LOST.test(message);
}

/**
 * The one answer for a dependency that is away for now, PostgreSQL or the message broker: 503
 * with Retry-After, which tells every caller (a ZKTeco reader too: it re-sends anything not OK)
 * to send the same request again later. Undefined for any other error. `detail` joins the body.
 */
export function unavailableToHttp(error: unknown, detail: Record<string, unknown> = {}): RetryLaterException | undefined {
  if (error instanceof BusUnavailableError) return new RetryLaterException({ error: 'the message broker is unreachable; try again shortly', ...detail }, RETRY_AFTER_SECONDS);
  if (isPgConnectionError(error)) return new RetryLaterException({ error: DATABASE_UNREACHABLE, ...detail }, RETRY_AFTER_SECONDS);
  return undefined;
}

function answerOf(given: FieldOrAnswer, text: (field: string) => string): PgErrorAnswer {
  return typeof given === 'string' ? { error: text(given), field: given } : given;
}

/**
 * The one mapping of PostgreSQL errors to HTTP answers: throws the 503 of a lost connection
 * (`unavailableToHttp`), the 400 or 409 the caller's `answers` name for this error, or the error
 * itself when they name none (a 500, as it should be).
 */
export function pgErrorToHttp(error: unknown, answers: PgErrorAnswers): never {
  const unavailable = unavailableToHttp(error);
  if (unavailable) throw unavailable;
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
