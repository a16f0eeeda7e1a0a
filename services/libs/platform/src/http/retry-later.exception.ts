import { ServiceUnavailableException } from '@nestjs/common';

/** 503 with `Retry-After`: a dependency is away for now, and the same request may succeed later. */
export class RetryLaterException extends ServiceUnavailableException {
  constructor(
    body: Record<string, unknown>,
    readonly retryAfterSeconds: number,
  ) {
    super(body);
  }
}
