import type { UpdateUserTeamRequest } from '@tna/contracts';

export class UpdateUserTeamCommand {
  constructor(
    readonly team: UpdateUserTeamRequest,
    readonly username: string,
  ) {}
}
