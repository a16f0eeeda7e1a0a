import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { CallGuard } from './call.guard';
import { UserLoginHandler } from './commands/user-login/user-login.handler';
import { SESSION_LIMITS } from './session';
import { SessionStore } from './session.store';

/** Sessions and the catalogue-driven guard every call passes. */
@Module({
  controllers: [AuthController],
  providers: [
    {
      provide: SESSION_LIMITS,
      useFactory: () => ({
        idleMinutes: Number(process.env.TNA_SESSION_IDLE_MINUTES ?? 60),
        absoluteHours: Number(process.env.TNA_SESSION_MAX_HOURS ?? 12),
      }),
    },
    { provide: APP_GUARD, useClass: CallGuard },
    SessionStore,
    UserLoginHandler,
  ],
  exports: [SessionStore],
})
export class AuthModule {}
