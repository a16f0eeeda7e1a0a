import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController, OpenApiDocument } from './openapi.controller';

/** `/openapi.json` and the docs page at `/api/docs`, generated from the catalogue, the DTOs and the entity descriptors. */
@Module({ imports: [DiscoveryModule], controllers: [OpenApiController], providers: [OpenApiDocument] })
export class OpenApiModule {}
