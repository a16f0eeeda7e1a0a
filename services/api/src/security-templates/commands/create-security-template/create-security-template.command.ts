import type { CreateSecurityTemplateRequest } from '@tna/contracts';
import type { SessionUser } from '../../../auth/session';

export class CreateSecurityTemplateCommand {
  constructor(
    readonly template: CreateSecurityTemplateRequest,
    readonly actor: SessionUser,
  ) {}
}
