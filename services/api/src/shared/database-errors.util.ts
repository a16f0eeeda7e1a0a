import { ConflictException } from '@nestjs/common';

/** Turns a unique-index violation into a 409 naming the field; any other error passes through. */
export function conflictOnDuplicate(error: unknown, fieldByIndex: Readonly<Record<string, string>>): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23505' && pgError.constraint && fieldByIndex[pgError.constraint]) {
    const field = fieldByIndex[pgError.constraint];
    throw new ConflictException({ error: `${field} is already in use`, field });
  }
  throw error;
}
