import { ForbiddenException } from '@nestjs/common';
import { isPermission, type Permission } from '@tna/contracts';
import { mayGrant } from '../auth/domain/rights';
import type { SessionUser } from '../auth/session';

/** A template manager may write, and may only touch templates holding, flags they hold themselves. */
export function assertMayGrant(actor: SessionUser, ...flagSets: readonly string[][]): void {
  const flags = flagSets.flat().filter(isPermission) as Permission[];
  if (!mayGrant(actor, flags)) throw new ForbiddenException({ error: 'Unauthorized access', field: 'permissions' });
}
