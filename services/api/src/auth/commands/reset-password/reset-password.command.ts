import type { ResetPasswordRequest } from '@tna/contracts';

export class ResetPasswordCommand {
  constructor(
    readonly request: ResetPasswordRequest,
    readonly remoteAddress: string | null,
  ) {}
}
