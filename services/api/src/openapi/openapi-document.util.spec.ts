import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { DEPARTMENT, ListRequest, UserLoginRequest, type CallDef } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document.util';
import { servedRoutes } from './served-routes.util';

const CALLS: CallDef[] = [
  { name: 'UserLogin', method: 'POST', params: [], permission: 'public', owner: 'api', specPart: 1 },
  { name: 'GetThings', method: 'POST', params: [], permission: 'any', owner: 'api', specPart: null },
  { name: 'CreateDepartment', method: 'POST', params: [], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'DeleteDepartment', method: 'DELETE', params: [{ name: 'ID', optional: false }], permission: ['setupOrganisational'], owner: 'api', specPart: 1 },
  { name: 'GetReport', method: 'GET', params: [{ name: 'From', optional: true }], permission: ['rptReport', 'dataExport'], owner: 'payroll', specPart: 2 },
];

@Controller('api')
class ThingsController {
  @Post('UserLogin')
  @HttpCode(200)
  login(@Body() _credentials: UserLoginRequest) {}

  @Post('GetThings')
  @HttpCode(200)
  list(@Body() _request: ListRequest) {}

  @Post('CreateDepartment')
  create(@Body() _input: unknown) {}

  @Delete('DeleteDepartment')
  @HttpCode(204)
  remove(@Query('ID') _id: string) {}

  @Get('NotInTheCatalogue')
  stray() {}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions walk the document's JSON freely
const build = (): any =>
  buildOpenApiDocument({
    version: '9.9.9',
    calls: CALLS,
    entities: [DEPARTMENT],
    routes: servedRoutes([ThingsController]),
    dtoSchemas: { UserLoginRequest: { type: 'object' }, ListRequest: { type: 'object' } },
  });

describe('servedRoutes', () => {
  it('reads method, path, success status and body class from the decorators Nest routes by', () => {
    expect(servedRoutes([ThingsController])).toEqual([
      { method: 'POST', path: '/api/UserLogin', status: 200, body: { dto: UserLoginRequest } },
      { method: 'POST', path: '/api/GetThings', status: 200, body: { dto: ListRequest } },
      { method: 'POST', path: '/api/CreateDepartment', status: 201, body: 'unchecked' },
      { method: 'DELETE', path: '/api/DeleteDepartment', status: 204 },
      { method: 'GET', path: '/api/NotInTheCatalogue', status: 200 },
    ]);
  });
});

describe('buildOpenApiDocument', () => {
  it('documents exactly the catalogue calls, each at /api/<Call> under its method', () => {
    const document = build();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('9.9.9');
    expect(Object.keys(document.paths)).toEqual(CALLS.map((call) => `/api/${call.name}`));
    expect(Object.keys(document.paths['/api/DeleteDepartment'])).toEqual(['delete']);
    expect(document.paths['/api/NotInTheCatalogue']).toBeUndefined();
  });

  it('states the permission as a Token requirement and as x-permission, with the answers a refusal gets', () => {
    const { paths } = build();
    expect(paths['/api/UserLogin'].post).toMatchObject({ security: [], 'x-permission': 'public' });
    expect(paths['/api/UserLogin'].post.responses['401']).toBeUndefined();
    expect(paths['/api/GetThings'].post).toMatchObject({ security: [{ Token: [] }], 'x-permission': 'any' });
    expect(paths['/api/GetThings'].post.responses['403']).toBeUndefined();
    expect(paths['/api/GetReport'].get).toMatchObject({ security: [{ Token: [] }], 'x-permission': ['rptReport', 'dataExport'] });
    expect(Object.keys(paths['/api/GetReport'].get.responses)).toEqual(['400', '401', '403', '501']);
  });

  it('marks a call no controller serves as not built, answering 501', () => {
    const { paths } = build();
    expect(paths['/api/GetReport'].get['x-implemented']).toBe(false);
    expect(paths['/api/GetReport'].get.responses['501']).toEqual({ $ref: '#/components/responses/NotImplemented' });
    expect(paths['/api/GetReport'].get.parameters).toEqual([{ name: 'From', in: 'query', required: false, schema: { type: 'string' } }]);
    expect(paths['/api/UserLogin'].post['x-implemented']).toBe(true);
  });

  it('takes a checked body from its DTO class and an entity call body and answer from the descriptor', () => {
    const { paths, components } = build();
    expect(paths['/api/UserLogin'].post.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/UserLoginRequest' } } } });
    const create = paths['/api/CreateDepartment'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DepartmentCreate' });
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Department' });
    expect(components.schemas.DepartmentCreate).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 100, title: 'Name' } },
    });
    expect(components.schemas.Department.required).toEqual(['id', 'name']);
    expect(components.schemas.DepartmentUpdate.required).toEqual(['id', 'version', 'name']);
    expect(paths['/api/DeleteDepartment'].delete.responses['204']).toEqual({ description: 'Done; no content' });
    expect(paths['/api/DeleteDepartment'].delete.requestBody).toBeUndefined();
  });
});
