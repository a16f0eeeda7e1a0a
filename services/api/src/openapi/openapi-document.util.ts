import type { CallDef, EntityDescriptor } from '@tna/contracts';
import { entityListRequest, entitySchemas, type JsonSchema } from './entity-schema.util';
import type { ServedRoute } from './served-routes.util';

export interface OpenApiSources {
  version: string;
  /** The call catalogue: every documented operation is one of its rows. */
  calls: readonly CallDef[];
  /** The setup entities: their calls' bodies and answers come from their descriptors. */
  entities: readonly EntityDescriptor[];
  /** What the controllers serve: a call without a route of its own is the catalogue's 501. */
  routes: readonly ServedRoute[];
  /** The class-validator DTO classes as JSON Schemas, by class name: at least every route's body class. */
  dtoSchemas: Record<string, object>;
}

type Operation = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ANY_JSON: JsonSchema = { description: 'JSON; its TypeScript type is in contracts/src/dto' };

const ERRORS = {
  BadRequest: 'The body or a parameter is refused; `errors` names the fields',
  Unauthorized: 'No Token header, or one that is not a live session',
  Forbidden: 'The user holds none of the permission flags the call needs',
  NotImplemented: 'The call is in the catalogue but not built yet',
};

/** What one setup entity's call takes and answers, from its descriptor. */
function entityShapes(entity: EntityDescriptor): Record<string, { body?: JsonSchema; answer?: JsonSchema }> {
  const { calls, name } = entity;
  return {
    [calls.create]: { body: ref(`${name}Create`), answer: ref(name) },
    [calls.update]: { body: ref(`${name}Update`), answer: ref(name) },
    [calls.delete]: {},
    [calls.get]: { answer: ref(name) },
    [calls.list]: {
      body: entityListRequest(entity),
      answer: { type: 'object', properties: { items: { type: 'array', items: ref(name) }, total: { type: 'integer' } }, required: ['items', 'total'] },
    },
    [calls.idName]: { answer: { type: 'array', items: ref('IdName') } },
  };
}

/**
 * The OpenAPI 3.1 document of the HTTP API, built from the call catalogue (paths, methods, query
 * parameters, permissions), the routes the controllers declare (built or not, success status,
 * body class), the class-validator DTOs and the entity descriptors. Nothing in it is written by hand.
 */
export function buildOpenApiDocument(sources: OpenApiSources): Record<string, unknown> {
  const routes = new Map(sources.routes.map((route) => [`${route.method} ${route.path}`, route]));
  const shapes = Object.assign({}, ...sources.entities.map(entityShapes)) as ReturnType<typeof entityShapes>;
  const paths: Record<string, Record<string, Operation>> = {};
  for (const call of sources.calls) {
    const route = routes.get(`${call.method} /api/${call.name}`);
    const shape = shapes[call.name] ?? {};
    paths[`/api/${call.name}`] = { [call.method.toLowerCase()]: operation(call, route, shape) };
  }
  const entitySchemaSet = Object.assign({}, ...sources.entities.map(entitySchemas)) as Record<string, JsonSchema>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Time and attendance API',
      version: sources.version,
      description: 'Every call of the catalogue at /api/<Call>. `x-permission` names who may make it: `public`, `any` logged-in user, or a list of flags of which one suffices (administrators hold all). Calls with `x-implemented: false` answer 501 for now.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(sources.calls.map((call) => call.owner))].map((owner) => ({ name: owner, description: `Calls decided by the ${owner} service` })),
    paths,
    components: {
      securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token', description: 'The token UserLogin answers' } },
      schemas: {
        Error: { type: 'object', properties: { error: { type: 'string' }, errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } } }, required: ['error'] },
        IdName: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'name'] },
        ...sources.dtoSchemas,
        ...entitySchemaSet,
      },
      responses: Object.fromEntries(Object.entries(ERRORS).map(([name, description]) => [name, { description, content: json(ref('Error')) }])),
    },
  };
}

function operation(call: CallDef, route: ServedRoute | undefined, shape: { body?: JsonSchema; answer?: JsonSchema }): Operation {
  const takesBody = call.method === 'POST' || call.method === 'PUT';
  const body = !takesBody ? undefined : route?.body && route.body !== 'unchecked' ? ref(route.body.dto.name) : (shape.body ?? ANY_JSON);
  const responses: Record<string, unknown> = {};
  if (route) {
    const status = String(route.status);
    responses[status] = route.status === 204 ? { description: 'Done; no content' } : { description: 'The answer', content: json(shape.answer ?? ANY_JSON) };
  } else {
    responses['501'] = { $ref: '#/components/responses/NotImplemented' };
  }
  if (body || call.params.length > 0) responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (call.permission !== 'public') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (Array.isArray(call.permission)) responses['403'] = { $ref: '#/components/responses/Forbidden' };
  const permission = Array.isArray(call.permission) ? call.permission.join(' or ') : call.permission;
  return {
    operationId: call.name,
    tags: [call.owner],
    summary: route ? call.name : `${call.name} (not built yet)`,
    description: `Permission: ${permission === 'public' ? 'none (public)' : permission === 'any' ? 'any logged-in user' : permission}.`,
    parameters: call.params.map((param) => ({ name: param.name, in: 'query', required: !param.optional, schema: { type: 'string' } })),
    ...(body ? { requestBody: { required: route?.body !== undefined && route.body !== 'unchecked', content: json(body) } } : {}),
    responses,
    security: call.permission === 'public' ? [] : [{ Token: [] }],
    'x-permission': call.permission,
    'x-implemented': route !== undefined,
    ...(call.specPart ? { 'x-spec-part': call.specPart } : {}),
  };
}
