import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Hands a command's or event handler's error to the transport as it was thrown. Nest's own RPC
 * filter replaces any error but an RpcException with "Internal server error", and the transport
 * needs the error itself: to log its stack once, and to park an event with what failed it.
 */
@Catch()
export class HandlerErrorsFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
