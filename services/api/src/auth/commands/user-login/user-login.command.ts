import type { UserLoginRequest } from '@tna/contracts';

export class UserLoginCommand {
  constructor(
    readonly credentials: UserLoginRequest,
    readonly remoteAddress: string | null,
  ) {}
}
