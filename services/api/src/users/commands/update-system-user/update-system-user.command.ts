import type { UpdateSystemUserRequest } from '@tna/contracts';
import type { SessionUser } from '../../../auth/session';

export class UpdateSystemUserCommand {
  constructor(
    readonly user: UpdateSystemUserRequest,
    readonly actor: SessionUser,
  ) {}
}
