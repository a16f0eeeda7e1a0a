import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  UserIDQuery,
  UserLoginRequest,
  type ChangePasswordResponse,
  type ForgotPasswordResponse,
  type SecurityTemplateForUser,
  type UserLoginResponse,
} from '@tna/contracts';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import type { AuthenticatedRequest } from './call.guard';
import { ChangePasswordCommand } from './commands/change-password/change-password.command';
import { ForgotPasswordCommand } from './commands/forgot-password/forgot-password.command';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { UserLoginWindowsAuthCommand } from './commands/user-login-windows-auth/user-login-windows-auth.command';
import { UserLoginCommand } from './commands/user-login/user-login.command';
import { normaliseAddress } from './client-address.util';
import { GetSecurityTemplateForUserQuery } from './queries/get-security-template-for-user/get-security-template-for-user.query';
import { SessionStore } from './session.store';

@Controller('api')
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly sessions: SessionStore,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('UserLogin')
  @HttpCode(200)
  login(@Body() credentials: UserLoginRequest, @Req() request: AuthenticatedRequest): Promise<UserLoginResponse> {
    return this.commandBus.execute(new UserLoginCommand(credentials, request.clientAddress ?? null));
  }

  @Post('UserLoginWindowsAuth')
  @HttpCode(200)
  loginWindows(@Req() request: AuthenticatedRequest): Promise<UserLoginResponse> {
    const header = this.config.trustedUserHeader ? request.headers[this.config.trustedUserHeader] : undefined;
    const socket = request.raw.socket.remoteAddress;
    return this.commandBus.execute(
      new UserLoginWindowsAuthCommand(socket ? normaliseAddress(socket) : null, typeof header === 'string' ? header : undefined, request.clientAddress ?? null),
    );
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: AuthenticatedRequest): Promise<void> {
    if (request.sessionToken) await this.sessions.close(request.sessionToken);
  }

  @Post('ChangePassword')
  @HttpCode(200)
  changePassword(@Body() body: ChangePasswordRequest, @Req() request: AuthenticatedRequest): Promise<ChangePasswordResponse> {
    return this.commandBus.execute(new ChangePasswordCommand(body, request.user!, request.sessionToken!));
  }

  @Post('ForgotPassword')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
    return this.commandBus.execute(new ForgotPasswordCommand(body.email));
  }

  @Post('ResetPassword')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordRequest, @Req() request: AuthenticatedRequest): Promise<ForgotPasswordResponse> {
    return this.commandBus.execute(new ResetPasswordCommand(body, request.clientAddress ?? null));
  }

  @Get('GetSecurityTemplateForUser')
  securityTemplateForUser(@Query() query: UserIDQuery, @Req() request: AuthenticatedRequest): Promise<SecurityTemplateForUser> {
    return this.queryBus.execute(new GetSecurityTemplateForUserQuery(query.UserID, request.user!));
  }
}
