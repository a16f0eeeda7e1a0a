import type { UpdateSecurityTemplateRequest } from '@tna/contracts';
import type { SessionUser } from '../../../auth/session';

export class UpdateSecurityTemplateCommand {
  constructor(
    readonly template: UpdateSecurityTemplateRequest,
    readonly actor: SessionUser,
  ) {}
}
