export class DeleteUserTeamCommand {
  constructor(readonly id: string) {}
}
