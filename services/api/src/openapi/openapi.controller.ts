import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header, Injectable, NotFoundException, Param, Res, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { ALL_ENTITIES, CALLS } from '@tna/contracts';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { buildOpenApiDocument } from './openapi-document.util';
import { servedRoutes } from './served-routes.util';

/** The version of the services package this file ships in, from src or dist alike. */
function servicesVersion(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === '@tna/services' && manifest.version) return manifest.version;
  }
  return 'unknown';
}

/** The document, built once when the application has started: every controller of every module is known then. */
@Injectable()
export class OpenApiDocument implements OnApplicationBootstrap {
  private document: Record<string, unknown> | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const controllers = this.discovery.getControllers().flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
    const routes = servedRoutes(controllers);
    const options = { refPointerPrefix: '#/components/schemas/' };
    // Every class class-validator knows, plus body classes that only inherit their rules (no metadata of their own).
    const bodies = routes.flatMap((route) => (route.body && route.body !== 'unchecked' ? [route.body.dto] : []));
    const dtoSchemas = { ...validationMetadatasToSchemas(options), ...Object.fromEntries(bodies.map((dto) => [dto.name, targetConstructorToSchema(dto, options)])) };
    this.document = buildOpenApiDocument({ version: servicesVersion(), calls: CALLS, entities: ALL_ENTITIES, routes, dtoSchemas });
  }

  get(): Record<string, unknown> {
    if (!this.document) throw new Error('the OpenAPI document is built when the application starts');
    return this.document;
  }
}

const DOCS = '/api/docs';

/** The page loads everything from the product and runs no inline script, so `script-src 'self'` suffices. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Time and attendance API</title>
<link rel="stylesheet" href="${DOCS}/swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/docs-init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The swagger-ui-dist files the page uses, and their types; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Public: the document names calls and permission flags, never data or secrets. */
@Controller()
export class OpenApiController {
  private readonly assetRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  constructor(private readonly document: OpenApiDocument) {}

  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  openApi(): Record<string, unknown> {
    return this.document.get();
  }

  @Get('api/docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return PAGE;
  }

  @Get('api/docs/:asset')
  asset(@Param('asset') name: string, @Res() reply: FastifyReply): void {
    if (name === 'docs-init.js') {
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(INIT);
      return;
    }
    const type = ASSETS[name];
    if (!type) throw new NotFoundException({ error: 'not found' });
    reply.header('cache-control', 'public, max-age=86400').type(type).send(fs.createReadStream(path.join(this.assetRoot, name)));
  }
}
