import { Module } from '@nestjs/common';
import { AlertLogController } from './alert-log.controller';

@Module({ controllers: [AlertLogController] })
export class AlertLogModule {}
