import type { CreateUserTeamRequest } from '@tna/contracts';

export class CreateUserTeamCommand {
  constructor(
    readonly team: CreateUserTeamRequest,
    readonly username: string,
  ) {}
}
