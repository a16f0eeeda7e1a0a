import type { ChangePasswordRequest } from '@tna/contracts';
import type { SessionUser } from '../../session';

export class ChangePasswordCommand {
  constructor(
    readonly request: ChangePasswordRequest,
    readonly user: SessionUser,
    readonly sessionToken: string,
  ) {}
}
