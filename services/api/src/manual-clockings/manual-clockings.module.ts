import { Module } from '@nestjs/common';
import { ManualClockingsController } from './manual-clockings.controller';

@Module({ controllers: [ManualClockingsController] })
export class ManualClockingsModule {}
