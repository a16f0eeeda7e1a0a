import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { deleteSecurityTemplate, findSecurityTemplatePermissions } from '../../security-templates.store';
import { assertMayGrant } from '../../template-grants';
import { DeleteSecurityTemplateCommand } from './delete-security-template.command';

/** A template still assigned to a user stays: deleting it would leave the user's rights undefined. */
@CommandHandler(DeleteSecurityTemplateCommand)
export class DeleteSecurityTemplateHandler implements ICommandHandler<DeleteSecurityTemplateCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id, actor }: DeleteSecurityTemplateCommand): Promise<void> {
    const permissions = await findSecurityTemplatePermissions(this.runtime.dataSource, id);
    if (!permissions) throw new NotFoundException({ error: 'no such security template', field: 'ID' });
    assertMayGrant(actor, permissions);
    try {
      await deleteSecurityTemplate(this.runtime.dataSource, id);
    } catch (error) {
      pgErrorToHttp(error, { inUse: 'the security template is assigned to system users' });
    }
  }
}
