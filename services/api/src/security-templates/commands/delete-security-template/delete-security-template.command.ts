import type { SessionUser } from '../../../auth/session';

export class DeleteSecurityTemplateCommand {
  constructor(
    readonly id: string,
    readonly actor: SessionUser,
  ) {}
}
