import { HttpStatus, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';

/** One route a controller declares, as the document builder needs it. */
export interface ServedRoute {
  method: string;
  path: string;
  /** The status of a successful answer: `@HttpCode`, else Nest's default (201 for POST). */
  status: number;
  /** The class of the `@Body()` parameter when class-validator checks it; `unchecked` for a body taken as is. */
  body?: { dto: Type } | 'unchecked';
}

const joinPath = (...parts: string[]) => '/' + parts.flatMap((part) => part.split('/')).filter(Boolean).join('/');
const asList = (value: string | string[] | undefined) => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);

/** Whether class-validator knows rules for the class, i.e. the global ValidationPipe checks bodies of it. */
function isValidatedClass(type: unknown): type is Type {
  return typeof type === 'function' && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
}

/**
 * The routes the given controllers declare, read from the metadata Nest's router reads (the same
 * decorators), so the document follows the code: a route added to a controller is documented
 * without a further step.
 */
export function servedRoutes(controllers: readonly Type[]): ServedRoute[] {
  const routes: ServedRoute[] = [];
  for (const controller of controllers) {
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const prototype = controller.prototype as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const handler = key === 'constructor' ? undefined : prototype[key];
      if (typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
      const body = bodyOf(controller, key);
      for (const prefix of prefixes) {
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) routes.push({ method, path: joinPath(prefix, path), status, ...(body ? { body } : {}) });
      }
    }
  }
  return routes;
}

function bodyOf(controller: Type, key: string): ServedRoute['body'] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const whole = Object.entries(args).find(([name, arg]) => name.startsWith(`${RouteParamtypes.BODY}:`) && arg.data === undefined);
  if (!whole) return undefined;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, key) ?? []) as unknown[];
  const type = types[whole[1].index];
  return isValidatedClass(type) ? { dto: type } : 'unchecked';
}
