import { Module } from '@nestjs/common';
import { RulesController } from './rules.controller';
import { RulesStore } from './rules.store';

/** Shift, Work and Time Rules reads beyond the generic setup calls. */
@Module({ controllers: [RulesController], providers: [RulesStore] })
export class RulesModule {}
