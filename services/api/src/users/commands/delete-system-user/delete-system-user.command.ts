import type { SessionUser } from '../../../auth/session';

export class DeleteSystemUserCommand {
  constructor(
    readonly id: string,
    readonly actor: SessionUser,
  ) {}
}
