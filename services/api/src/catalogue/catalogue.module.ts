import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';

/** Imported last: its catch-all route must not shadow a feature's call. */
@Module({ controllers: [CatalogueController] })
export class CatalogueModule {}
