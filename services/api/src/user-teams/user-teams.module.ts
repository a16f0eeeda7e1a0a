import { Module } from '@nestjs/common';
import { CreateUserTeamHandler } from './commands/create-user-team/create-user-team.handler';
import { DeleteUserTeamHandler } from './commands/delete-user-team/delete-user-team.handler';
import { UpdateUserTeamHandler } from './commands/update-user-team/update-user-team.handler';
import { GetUserTeamHandler, GetUserTeamsHandler, GetUserTeamsIdNameHandler } from './queries/get-user-teams/get-user-teams.handler';
import { UserTeamsController } from './user-teams.controller';

/** User teams (part 1 §3 "Team: name, team members, authority level"): groups of system users. */
@Module({
  controllers: [UserTeamsController],
  providers: [CreateUserTeamHandler, UpdateUserTeamHandler, DeleteUserTeamHandler, GetUserTeamHandler, GetUserTeamsHandler, GetUserTeamsIdNameHandler],
})
export class UserTeamsModule {}
