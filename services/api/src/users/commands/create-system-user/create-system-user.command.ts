import type { CreateSystemUserRequest } from '@tna/contracts';
import type { SessionUser } from '../../../auth/session';

export class CreateSystemUserCommand {
  constructor(
    readonly user: CreateSystemUserRequest,
    readonly actor: SessionUser,
  ) {}
}
