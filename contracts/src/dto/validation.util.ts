import { registerDecorator, type ValidationOptions } from 'class-validator';

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
