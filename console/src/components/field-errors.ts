import type { FieldError } from '@tna/contracts';
import { ApiError } from '../api/client';

/** Field name (or row path) → the first message about it. */
export type FieldErrors = Readonly<Record<string, string>>;

export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field] ??= error.message;
  return byField;
}

/** The field errors of a 400 (and the field a 409 names), or none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const body = error.body as { fields?: FieldError[]; field?: string; message?: string; error?: string };
  if (error.status === 400 && Array.isArray(body.fields)) return toFieldErrors(body.fields);
  if (error.status === 409 && body.field && body.field !== 'version') return { [body.field]: body.error ?? 'Already in use' };
  return {};
}

/** A 409 about the version: someone else saved the record since it was read. */
export const isStaleVersion = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { field?: string } | undefined)?.field === 'version';

/** Messages about a rows field or its rows (`members[2].employeeID`, `filter[].to`), for the field as a whole. */
export function rowsErrorOf(errors: FieldErrors, field: string): string | undefined {
  return Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}[`))?.[1];
}
