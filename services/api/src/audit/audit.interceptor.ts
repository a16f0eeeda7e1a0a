import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';
import { callByName } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { AuditLog } from './audit-log';
import { auditedInput, changesData, targetOf } from './domain/audit-details';

const API_CALL = /^\/api\/([^/?]+)/;

/**
 * Records every call of the catalogue that changes data, once it has succeeded: the user, the
 * call, the record it acted on and its input without secrets. The entry is written before the
 * answer goes out, so nothing changes unrecorded.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditLog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const name = API_CALL.exec(request.url)?.[1];
    const call = name ? callByName(name) : undefined;
    if (!call || !changesData(call.name)) return next.handle();
    return next.handle().pipe(
      mergeMap((answer) =>
        from(
          this.audit
            .record({
              userID: request.user?.userID ?? null,
              username: request.user?.username ?? null,
              action: call.name,
              targetID: targetOf(request.query, request.body, answer),
              remoteAddress: request.clientAddress ?? null,
              details: { query: auditedInput(request.query), input: auditedInput(request.body) },
            })
            .then(() => answer),
        ),
      ),
    );
  }
}
