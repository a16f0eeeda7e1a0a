import { Validator } from '@seriousme/openapi-schema-validator';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CALLS } from '@tna/contracts';
import { loadConfig, PlatformConfig, startHost, type Host } from '@tna/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiService } from '../../services/api/src/api.definition';
import { createTestDatabase, type TestDatabase } from '../support/postgres';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  'x-permission': unknown;
  'x-implemented': boolean;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** Every route Fastify's router holds, as `METHOD /path`, read from its own route table. */
function registeredRoutes(app: NestFastifyApplication): string[] {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const methods = match[3]?.split(', ').filter((method) => method !== 'HEAD') ?? [];
    for (const method of methods) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

describe('the OpenAPI document at /openapi.json and the docs page at /api/docs (the api process)', () => {
  let database: TestDatabase;
  let host: Host;
  let document: Document;

  beforeAll(async () => {
    database = await createTestDatabase('openapi');
    const config = loadConfig(PlatformConfig, { DATABASE_URL: database.url });
    host = await startHost({ definitions: [apiService], config, port: 0, host: '127.0.0.1' });
    const response = await fetch(`${host.url}/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });

  afterAll(async () => {
    await host?.close();
    await database?.drop();
  });

  it('is served without a Token and is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.components.securitySchemes).toEqual({ Token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Token' }) });
  });

  it('has every catalogue call at /api/<Call> with its method and permission', () => {
    for (const call of CALLS) {
      const operations = document.paths[`/api/${call.name}`];
      expect(Object.keys(operations ?? {}), call.name).toEqual([call.method.toLowerCase()]);
      const operation = operations[call.method.toLowerCase()];
      expect(operation['x-permission'], call.name).toEqual(call.permission);
      expect(operation.security, call.name).toEqual(call.permission === 'public' ? [] : [{ Token: [] }]);
    }
    expect(Object.keys(document.paths)).toHaveLength(CALLS.length);
  });

  it('has every /api/ route the application registers, with its method, marked as built', () => {
    const served = registeredRoutes(host.app as NestFastifyApplication).filter((route) => / \/api\//.test(route));
    const own = served.filter((route) => !route.includes(':') && !route.includes('/api/docs'));
    // The parametric routes are the catalogue's 501 answer and the docs page's assets.
    const parametric = new Set(served.filter((route) => route.includes(':')).map((route) => route.split(' ')[1]));
    expect([...parametric].sort()).toEqual(['/api/:call', '/api/docs/:asset']);
    expect(own.length).toBeGreaterThan(200);
    for (const route of own) {
      const [method, path] = route.split(' ');
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      expect(operation['x-implemented'], route).toBe(true);
    }
    const built = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).filter(([, operation]) => operation['x-implemented']).map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(built.sort()).toEqual(own.sort());
  });

  it('marks a call not built yet and documents its 501', () => {
    const operation = document.paths['/api/GetEmployeeClockingsGeoPins'].post;
    expect(operation['x-implemented']).toBe(false);
    expect(Object.keys(operation.responses)).toContain('501');
  });

  it('derives bodies from the class-validator DTOs and from the entity descriptors', () => {
    const login = document.paths['/api/UserLogin'].post;
    expect(login.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UserLoginRequest' });
    const department = document.paths['/api/CreateDepartment'].post;
    expect(department.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DepartmentCreate' });
    expect(department.responses['201']).toEqual({ description: 'The answer', content: { 'application/json': { schema: { $ref: '#/components/schemas/Department' } } } });
  });

  it('serves the docs page without a Token, loading its scripts and styles from the product only', async () => {
    const response = await fetch(`${host.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toContain('/api/docs/swagger-ui-bundle.js');
    for (const source of sources) {
      expect(source, 'a path on the product itself').toMatch(/^\/api\/docs\//);
      const asset = await fetch(`${host.url}${source}`);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(0);
    }
    expect(await (await fetch(`${host.url}/api/docs/docs-init.js`)).text()).toContain("url: '/openapi.json'");
  });

  it('serves no other file of the swagger-ui package and no path outside it', async () => {
    expect((await fetch(`${host.url}/api/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${host.url}/api/docs/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
