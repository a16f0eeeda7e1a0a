import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { runWithContext } from '../context/message-context';
import { contextFields, PinoNestLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ mixin: contextFields }, stream) };
}

describe('log lines', () => {
  it('carry the correlation, causation and actor of the context they are written in, Nest\'s lines too', () => {
    const { lines, logger } = capture();
    const nest = new PinoNestLogger(logger.child({ service: 'api' }));
    runWithContext({ correlationId: 'abc-123', causationId: 'command-1', actor: { kind: 'user', id: 'u-1' } }, () => {
      logger.info('handled');
      nest.log('route mapped', 'RouterExplorer');
    });
    logger.info('outside');
    expect(lines.map(({ msg, correlationId, causationId, actor }) => ({ msg, correlationId, causationId, actor }))).toEqual([
      { msg: 'handled', correlationId: 'abc-123', causationId: 'command-1', actor: { kind: 'user', id: 'u-1' } },
      { msg: 'route mapped', correlationId: 'abc-123', causationId: 'command-1', actor: { kind: 'user', id: 'u-1' } },
      { msg: 'outside', correlationId: undefined, causationId: undefined, actor: undefined },
    ]);
  });
});
