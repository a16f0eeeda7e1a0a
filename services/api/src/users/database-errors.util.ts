import { BadRequestException, ConflictException } from '@nestjs/common';

/**
 * A missing referenced record (23503 on insert or update) is bad input naming the field; a
 * duplicate (23505) a conflict naming it. Any other error passes through.
 */
export function answerConstraintError(error: unknown, references: Readonly<Record<string, string>>, unique: Readonly<Record<string, string>>): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23503' && pgError.constraint && references[pgError.constraint]) {
    const field = references[pgError.constraint];
    throw new BadRequestException({ error: `${field} does not name an existing record`, field });
  }
  if (pgError.code === '23505' && pgError.constraint && unique[pgError.constraint]) {
    const field = unique[pgError.constraint];
    throw new ConflictException({ error: `${field} is already in use`, field });
  }
  throw error;
}
