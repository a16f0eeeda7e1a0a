import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** class-validator's bounds: a length, size, range or date limit. */
const BOUNDS = new Set(['minLength', 'maxLength', 'min', 'max', 'arrayMinSize', 'arrayMaxSize', 'minDate', 'maxDate']);

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // class-validator lists a field's failures lowest decorator first, so a missing name was
    // answered "must be shorter than or equal to 255 characters". A bound only explains a value
    // of the right kind: whatever else failed (its type, its presence) is said first.
    const constraints = Object.entries(error.constraints ?? {});
    const ordered = [...constraints.filter(([name]) => !BOUNDS.has(name)), ...constraints.filter(([name]) => BOUNDS.has(name))];
    const own = ordered.map(([, message]) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** 400 `{error, field, message, fields}`: the first bad field up front, all of them listed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = fields[0] ?? { field: 'body', message: 'invalid input' };
      return new BadRequestException({ error: 'validation failed', field: first.field, message: first.message, fields });
    },
  });
}
