import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { assertMayGrant } from '../../template-grants';
import { DeleteSecurityTemplateCommand } from './delete-security-template.command';

/** A template still assigned to a user stays: deleting it would leave the user's rights undefined. */
@CommandHandler(DeleteSecurityTemplateCommand)
export class DeleteSecurityTemplateHandler implements ICommandHandler<DeleteSecurityTemplateCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id, actor }: DeleteSecurityTemplateCommand): Promise<void> {
    const rows: { permissions: string[] }[] = await this.runtime.dataSource.query('SELECT permissions FROM security_templates WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundException({ error: 'no such security template', field: 'ID' });
    assertMayGrant(actor, rows[0].permissions);
    try {
      await this.runtime.dataSource.query('DELETE FROM security_templates WHERE id = $1', [id]);
    } catch (error) {
      pgErrorToHttp(error, { inUse: 'the security template is assigned to system users' });
    }
  }
}
