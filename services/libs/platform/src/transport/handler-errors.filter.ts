import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Nest's default RPC filter turns every error into `{status: 'error', message: 'Internal server
 * error'}`; the transport needs the error itself, to answer a CommandRefusedError with its status
 * and field and to roll back the message's transaction on anything else.
 */
@Catch()
export class HandlerErrorsFilter implements RpcExceptionFilter<unknown> {
  catch(error: unknown): Observable<never> {
    return throwError(() => error);
  }
}
