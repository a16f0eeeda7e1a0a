import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERMISSIONS, type SecurityTemplate } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SECURITY_TEMPLATE_UNIQUE } from '../../security-template.columns';
import { findSecurityTemplate, insertSecurityTemplate } from '../../security-templates.store';
import { assertMayGrant } from '../../template-grants';
import { CreateSecurityTemplateCommand } from './create-security-template.command';

/** Flags are stored in the contracts' order, so a template reads the same however it was sent. */
export function orderedFlags(flags: readonly string[]): string[] {
  return PERMISSIONS.filter((flag) => flags.includes(flag));
}

@CommandHandler(CreateSecurityTemplateCommand)
export class CreateSecurityTemplateHandler implements ICommandHandler<CreateSecurityTemplateCommand, SecurityTemplate> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ template, actor }: CreateSecurityTemplateCommand): Promise<SecurityTemplate> {
    assertMayGrant(actor, template.permissions);
    const id = randomUUID();
    try {
      await insertSecurityTemplate(this.runtime.dataSource, id, template.name, orderedFlags(template.permissions), actor.username);
    } catch (error) {
      pgErrorToHttp(error, { unique: SECURITY_TEMPLATE_UNIQUE });
    }
    return (await findSecurityTemplate(this.runtime.dataSource, id)) as SecurityTemplate;
  }
}
