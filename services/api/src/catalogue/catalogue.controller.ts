import { All, Controller, HttpException, HttpStatus, NotFoundException, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callByName } from '@tna/contracts';

/**
 * Every call of the catalogue that no feature serves yet: 501 after the guard's token and
 * permission checks, so clients see the whole API surface and its rules from day one.
 */
@Controller('api')
export class CatalogueController {
  @All(':call')
  notYetBuilt(@Param('call') name: string, @Req() request: FastifyRequest): never {
    const call = callByName(name);
    if (!call) throw new NotFoundException({ error: 'unknown call', call: name });
    if (call.method !== request.method) {
      throw new HttpException({ error: `${name} takes ${call.method}`, call: name }, HttpStatus.METHOD_NOT_ALLOWED);
    }
    throw new HttpException({ error: 'not implemented', call: name }, HttpStatus.NOT_IMPLEMENTED);
  }
}
