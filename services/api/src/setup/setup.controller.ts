import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityDescriptor } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateRecordCommand } from './commands/create-record/create-record.command';
import { DeleteRecordCommand } from './commands/delete-record/delete-record.command';
import { UpdateRecordCommand } from './commands/update-record/update-record.command';
import { GetRecordNamesQuery } from './queries/get-record-names/get-record-names.query';
import { GetRecordQuery } from './queries/get-record/get-record.query';
import { ListRecordsQuery } from './queries/list-records/list-records.query';

/** What a generated route handler may use. */
interface SetupBuses {
  commandBus: CommandBus;
  queryBus: QueryBus;
}

type RouteDecorator = (path: string) => MethodDecorator;
type ParamDecorator = () => ParameterDecorator;

/**
 * Adds one route handler to the controller's prototype, decorated as if written by hand: the
 * route, its status and its parameters (body, query ID, request).
 */
function addRoute(
  controller: Type,
  key: string,
  route: { method: RouteDecorator; path: string; status?: number; params: ParameterDecorator[] },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Nest hands route parameters over untyped; each handler types its own.
  handler: (this: SetupBuses, ...args: any[]) => unknown,
): void {
  const prototype = controller.prototype as Record<string, unknown>;
  Object.defineProperty(prototype, key, { value: handler, writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
  route.method(route.path)(prototype, key, descriptor);
  if (route.status) HttpCode(route.status)(prototype, key, descriptor);
  route.params.forEach((param, index) => param(prototype, key, index));
  // What tsc would emit for untyped parameters: ValidationPipe passes an Object through, as it
  // should (the descriptor checks the body), and Nest no longer logs a warning per handler on
  // every start (230 lines).
  Reflect.defineMetadata('design:paramtypes', route.params.map(() => Object), prototype, key);
}

const id = () => Query('ID');

/**
 * One controller serving every registered setup entity at `/api/<call>`: create (201), update,
 * delete (204), get by `ID`, the filtered list and the `_IDName` lookup. Bodies reach the
 * handlers unvalidated by class-validator: the descriptor checks them.
 */
export function setupController(entities: readonly EntityDescriptor[]): Type {
  @Controller('api')
  class SetupController implements SetupBuses {
    constructor(
      readonly commandBus: CommandBus,
      readonly queryBus: QueryBus,
    ) {}
  }
  const body: ParamDecorator = () => Body();
  for (const entity of entities) {
    const { calls } = entity;
    addRoute(SetupController, calls.create, { method: Post, path: calls.create, params: [body(), Req()] }, function (input, request: AuthenticatedRequest) {
      return this.commandBus.execute(new CreateRecordCommand(entity, input, request.user!.username));
    });
    addRoute(SetupController, calls.update, { method: Put, path: calls.update, params: [body(), Req()] }, function (input, request: AuthenticatedRequest) {
      return this.commandBus.execute(new UpdateRecordCommand(entity, (input as { id?: unknown } | null)?.id, input, request.user!.username));
    });
    addRoute(SetupController, calls.delete, { method: Delete, path: calls.delete, status: 204, params: [id()] }, async function (recordID) {
      await this.commandBus.execute(new DeleteRecordCommand(entity, recordID));
    });
    addRoute(SetupController, calls.get, { method: Get, path: calls.get, params: [id()] }, function (recordID) {
      return this.queryBus.execute(new GetRecordQuery(entity, recordID));
    });
    addRoute(SetupController, calls.list, { method: Post, path: calls.list, status: 200, params: [body()] }, function (request) {
      return this.queryBus.execute(new ListRecordsQuery(entity, request ?? {}));
    });
    addRoute(SetupController, calls.idName, { method: Get, path: calls.idName, params: [] }, function () {
      return this.queryBus.execute(new GetRecordNamesQuery(entity));
    });
  }
  return SetupController;
}
