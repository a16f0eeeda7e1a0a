import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SecurityTemplate } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SECURITY_TEMPLATE_UNIQUE } from '../../security-template.columns';
import { findSecurityTemplate, updateSecurityTemplate } from '../../security-templates.store';
import { assertMayGrant } from '../../template-grants';
import { orderedFlags } from '../create-security-template/create-security-template.handler';
import { UpdateSecurityTemplateCommand } from './update-security-template.command';

/** The guard reads the template on every call, so its users' rights change with their next call. */
@CommandHandler(UpdateSecurityTemplateCommand)
export class UpdateSecurityTemplateHandler implements ICommandHandler<UpdateSecurityTemplateCommand, SecurityTemplate> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ template, actor }: UpdateSecurityTemplateCommand): Promise<SecurityTemplate> {
    const before = await findSecurityTemplate(this.runtime.dataSource, template.id);
    if (!before) throw new NotFoundException({ error: 'no such security template', field: 'id' });
    assertMayGrant(actor, before.permissions, template.permissions);
    let updated: boolean;
    try {
      updated = await updateSecurityTemplate(this.runtime.dataSource, template, orderedFlags(template.permissions), actor.username);
    } catch (error) {
      pgErrorToHttp(error, { unique: SECURITY_TEMPLATE_UNIQUE });
    }
    if (!updated) throw new ConflictException({ error: 'the security template was changed by someone else: reload it', field: 'version' });
    return (await findSecurityTemplate(this.runtime.dataSource, template.id)) as SecurityTemplate;
  }
}
