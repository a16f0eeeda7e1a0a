import { Module } from '@nestjs/common';
import { HoursAuthorisationController } from './hours-authorisation.controller';

@Module({ controllers: [HoursAuthorisationController] })
export class HoursAuthorisationModule {}
