import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { isPermission, type Permission } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { mayGrant } from '../auth/domain/rights';
import type { SessionUser } from '../auth/session';
import { findSecurityTemplatePermissions } from '../security-templates/security-templates.store';

/** Checks that a user manager hands out no more than they hold: no administrators, no richer templates. */
@Injectable()
export class TemplateRights {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async assertMayAssign(actor: SessionUser, change: { isAdministrator: boolean; securityTemplateID?: string | null }): Promise<void> {
    if (actor.isAdministrator) return;
    if (change.isAdministrator) throw new ForbiddenException({ error: 'Unauthorized access', field: 'isAdministrator' });
    if (!change.securityTemplateID) return;
    const permissions = await findSecurityTemplatePermissions(this.runtime.dataSource, change.securityTemplateID);
    if (!permissions) throw new BadRequestException({ error: 'securityTemplateID does not name an existing record', field: 'securityTemplateID' });
    const flags = permissions.filter(isPermission) as Permission[];
    if (!mayGrant(actor, flags)) throw new ForbiddenException({ error: 'Unauthorized access', field: 'securityTemplateID' });
  }
}
