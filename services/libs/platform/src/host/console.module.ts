import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Module, NotFoundException, Req, Res, type DynamicModule } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/** Serves the built console; any other page path gets index.html so client routes reload. */
export class ConsoleModule {
  static forDirectory(root: string): DynamicModule {
    const index = fs.readFileSync(path.join(root, 'index.html'));

    @Controller()
    class ConsoleController {
      @Get('*')
      serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
        const urlPath = decodeURIComponent(request.url.split('?')[0]);
        if (urlPath.startsWith('/api/') || urlPath.startsWith('/iclock/')) throw new NotFoundException({ error: 'not found' });
        const file = path.resolve(root, '.' + urlPath);
        if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
          const cache = urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
          reply.header('cache-control', cache).type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(fs.createReadStream(file));
          return;
        }
        reply.header('cache-control', 'no-cache').type(TYPES['.html']).send(index);
      }
    }

    @Module({ controllers: [ConsoleController] })
    class ConsoleHostModule {}
    return { module: ConsoleHostModule };
  }
}
