import { Module } from '@nestjs/common';
import { ReaderCommandsController } from './reader-commands.controller';

@Module({ controllers: [ReaderCommandsController] })
export class ReaderCommandsModule {}
