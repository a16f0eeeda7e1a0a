import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditLog } from './audit-log';
import { GetAuditLogHandler } from './queries/get-audit-log/get-audit-log.handler';

/** The audit log: global, so every feature's handlers can record what the interceptor cannot see. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditLog, GetAuditLogHandler, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditLog],
})
export class AuditModule {}
