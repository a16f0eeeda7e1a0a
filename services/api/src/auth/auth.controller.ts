import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UserLoginRequest, type UserLoginResponse } from '@tna/contracts';
import type { AuthenticatedRequest } from './call.guard';
import { UserLoginCommand } from './commands/user-login/user-login.command';
import { SessionStore } from './session.store';

@Controller('api')
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionStore,
  ) {}

  @Post('UserLogin')
  @HttpCode(200)
  login(@Body() credentials: UserLoginRequest, @Req() request: AuthenticatedRequest): Promise<UserLoginResponse> {
    return this.commandBus.execute(new UserLoginCommand(credentials, request.ip ?? null));
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: AuthenticatedRequest): Promise<void> {
    if (request.sessionToken) await this.sessions.close(request.sessionToken);
  }
}
