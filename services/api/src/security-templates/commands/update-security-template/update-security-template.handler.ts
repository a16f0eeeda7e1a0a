import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SecurityTemplate } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SECURITY_TEMPLATE_SELECT, SECURITY_TEMPLATE_UNIQUE } from '../../security-template.columns';
import { assertMayGrant } from '../../template-grants';
import { orderedFlags } from '../create-security-template/create-security-template.handler';
import { UpdateSecurityTemplateCommand } from './update-security-template.command';

/** The guard reads the template on every call, so its users' rights change with their next call. */
@CommandHandler(UpdateSecurityTemplateCommand)
export class UpdateSecurityTemplateHandler implements ICommandHandler<UpdateSecurityTemplateCommand, SecurityTemplate> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ template, actor }: UpdateSecurityTemplateCommand): Promise<SecurityTemplate> {
    const before: SecurityTemplate | undefined = (await this.runtime.dataSource.query(`${SECURITY_TEMPLATE_SELECT} WHERE t.id = $1`, [template.id]))[0];
    if (!before) throw new NotFoundException({ error: 'no such security template', field: 'id' });
    assertMayGrant(actor, before.permissions, template.permissions);
    let updated: unknown[];
    try {
      [updated] = await this.runtime.dataSource.query(
        `UPDATE security_templates SET name = $2, permissions = $3, version = version + 1, updated_at = now(), updated_by = $4
          WHERE id = $1 AND ($5::int IS NULL OR version = $5) RETURNING id`,
        [template.id, template.name, orderedFlags(template.permissions), actor.username, template.version ?? null],
      );
    } catch (error) {
      pgErrorToHttp(error, { unique: SECURITY_TEMPLATE_UNIQUE });
    }
    if (updated.length === 0) throw new ConflictException({ error: 'the security template was changed by someone else: reload it', field: 'version' });
    const rows: SecurityTemplate[] = await this.runtime.dataSource.query(`${SECURITY_TEMPLATE_SELECT} WHERE t.id = $1`, [template.id]);
    return rows[0];
  }
}
