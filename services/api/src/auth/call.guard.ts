import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callByName, hasPermission } from '@tna/contracts';
import type { SessionUser } from './session';
import { SessionStore } from './session.store';

export type AuthenticatedRequest = FastifyRequest & { user?: SessionUser; sessionToken?: string };

const API_CALL = /^\/api\/([^/?]+)/;

/**
 * The one check every call passes, driven by the call catalogue: public calls pass; others
 * need a live Token (401) and, for non-administrators, one of the call's flags (403). Names
 * outside the catalogue pass through to the catalogue controller, which answers 404.
 */
@Injectable()
export class CallGuard implements CanActivate {
  constructor(private readonly sessions: SessionStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const match = API_CALL.exec(request.url);
    const call = match ? callByName(match[1]) : undefined;
    if (!call || call.permission === 'public') return true;
    const token = request.headers['token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw new UnauthorizedException({ error: 'missing or invalid Token' });
    }
    const user = await this.sessions.resolve(token);
    if (!user) throw new UnauthorizedException({ error: 'missing or invalid Token' });
    if (!hasPermission(call, user)) throw new ForbiddenException({ error: 'Unauthorized access' });
    request.user = user;
    request.sessionToken = token;
    return true;
  }
}
