import { Transform } from 'class-transformer';
import { IsUUID, registerDecorator, type ValidationOptions } from 'class-validator';

/** Lower-cases a string, or each string of an array; anything else is left for validation to refuse. */
/** A calendar date as the calls take it: YYYY-MM-DD. */
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function lowerCaseUUIDs({ value }: { value: unknown }): unknown {
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.map((item: unknown) => (typeof item === 'string' ? item.toLowerCase() : item));
  return value;
}

/**
 * A UUID (with `each`, an array of them) in either case, lower-cased as the request is read:
 * PostgreSQL answers UUIDs in lower case and services compare ids as text (sets, maps), so an
 * upper-case id would pass validation and still be "no such employee".
 */
export function IsUUIDLowerCased(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    Transform(lowerCaseUUIDs)(target, propertyName);
    IsUUID('all', options)(target, propertyName);
  };
}

/** An IANA time zone name the runtime knows, such as Africa/Johannesburg. */
export function IsTimeZone(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isTimeZone',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be an IANA time zone such as Europe/London`, ...options },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || value.length > 64) return false;
          try {
            new Intl.DateTimeFormat('en', { timeZone: value });
            return true;
          } catch {
            return false;
          }
        },
      },
    });
}
