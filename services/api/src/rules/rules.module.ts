import { Module } from '@nestjs/common';
import { RulesController } from './rules.controller';

/** Shift, Work and Time Rules reads beyond the generic setup calls. */
@Module({ controllers: [RulesController] })
export class RulesModule {}
