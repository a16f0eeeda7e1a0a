import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { createMailSender, MAIL_SENDER, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, loadAuthConfig } from './auth.config';
import { AuthController } from './auth.controller';
import { CallGuard } from './call.guard';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { UserLoginWindowsAuthHandler } from './commands/user-login-windows-auth/user-login-windows-auth.handler';
import { UserLoginHandler } from './commands/user-login/user-login.handler';
import { LoginThrottleStore } from './login-throttle.store';
import { Logins } from './logins';
import { GetSecurityTemplateForUserHandler } from './queries/get-security-template-for-user/get-security-template-for-user.handler';
import { SessionStore } from './session.store';

/** Sessions, logins, passwords and the catalogue-driven guard every call passes. */
@Module({
  controllers: [AuthController],
  providers: [
    { provide: AUTH_CONFIG, useFactory: () => loadAuthConfig() },
    { provide: APP_GUARD, useClass: CallGuard },
    SessionStore,
    LoginThrottleStore,
    Logins,
    { provide: MAIL_SENDER, useFactory: (runtime: ServiceRuntime) => createMailSender(runtime.config), inject: [runtimeToken('api')] },
    UserLoginHandler,
    UserLoginWindowsAuthHandler,
    ChangePasswordHandler,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    GetSecurityTemplateForUserHandler,
  ],
  exports: [SessionStore, AUTH_CONFIG],
})
export class AuthModule {}
