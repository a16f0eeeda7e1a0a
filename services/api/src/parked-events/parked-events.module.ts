import { Module } from '@nestjs/common';
import { ParkedEventsController } from './parked-events.controller';

@Module({ controllers: [ParkedEventsController] })
export class ParkedEventsModule {}
