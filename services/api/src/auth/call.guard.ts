import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callByName, hasPermission } from '@tna/contracts';
import { identifyActor } from '@tna/platform';
import { AuditLog } from '../audit/audit-log';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import { clientAddress } from './client-address.util';
import type { SessionUser } from './session';
import { SessionStore } from './session.store';

export type AuthenticatedRequest = FastifyRequest & { user?: SessionUser; sessionToken?: string; clientAddress?: string | null };

const API_CALL = /^\/api\/([^/?]+)/;

/** What a session opened with an expired password may still do. */
const WHILE_PASSWORD_EXPIRED = new Set(['ChangePassword', 'logout']);

/**
 * The one check every call passes, driven by the call catalogue: public calls pass; others
 * need a live Token (401) and, for non-administrators, one of the call's flags (403). Names
 * outside the catalogue pass through to the catalogue controller, which answers 404.
 */
@Injectable()
export class CallGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly audit: AuditLog,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const match = API_CALL.exec(request.url);
    const call = match ? callByName(match[1]) : undefined;
    if (!call) return true;
    request.clientAddress = clientAddress(request.raw.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.trustedProxies);
    if (call.permission === 'public') return true;
    const token = request.headers['token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw new UnauthorizedException({ error: 'missing or invalid Token' });
    }
    const user = await this.sessions.resolve(token);
    if (!user) throw new UnauthorizedException({ error: 'missing or invalid Token' });
    if (!hasPermission(call, user)) {
      await this.denied(user, call.name, request.clientAddress, 'permission');
      throw new ForbiddenException({ error: 'Unauthorized access' });
    }
    if (user.mustChangePassword && !WHILE_PASSWORD_EXPIRED.has(call.name)) {
      await this.denied(user, call.name, request.clientAddress, 'password-expired');
      throw new ForbiddenException({ error: 'Your password has expired: change it first', mustChangePassword: true });
    }
    request.user = user;
    identifyActor({ kind: 'user', id: user.userID });
    request.sessionToken = token;
    return true;
  }

  /** A logged-in user refused a call goes into the audit log: probing for rights is worth knowing about. */
  private denied(user: SessionUser, call: string, remoteAddress: string | null, reason: 'permission' | 'password-expired'): Promise<void> {
    return this.audit.record({ userID: user.userID, username: user.username, action: 'access-denied', remoteAddress, details: { call, reason } });
  }
}
