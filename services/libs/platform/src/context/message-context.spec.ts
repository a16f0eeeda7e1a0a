import { describe, expect, it } from 'vitest';
import { contextFromEnvelope, currentContext, runWithContext } from './message-context';

describe('message context', () => {
  it('is absent outside any request or message', () => {
    expect(currentContext()).toBeUndefined();
  });

  it('nests: the inner context applies inside, the outer one comes back after', () => {
    const seen: (string | undefined)[] = [];
    runWithContext({ correlationId: 'outer' }, () => {
      seen.push(currentContext()?.correlationId);
      runWithContext({ correlationId: 'inner', causationId: 'cmd-1' }, () => seen.push(currentContext()?.correlationId));
      seen.push(currentContext()?.correlationId);
    });
    seen.push(currentContext()?.correlationId);
    expect(seen).toEqual(['outer', 'inner', 'outer', undefined]);
  });

  it('follows awaits, timers and promise callbacks, and two concurrent runs never see each other', async () => {
    const follow = async (id: string) =>
      runWithContext({ correlationId: id }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const afterTimer = currentContext()?.correlationId;
        const inCallback = await Promise.resolve().then(() => currentContext()?.correlationId);
        await new Promise((resolve) => setImmediate(resolve));
        return [afterTimer, inCallback, currentContext()?.correlationId];
      });
    const [a, b] = await Promise.all([follow('request-a'), follow('request-b')]);
    expect(a).toEqual(['request-a', 'request-a', 'request-a']);
    expect(b).toEqual(['request-b', 'request-b', 'request-b']);
    expect(currentContext()).toBeUndefined();
  });

  it('returns what the function returns', () => {
    expect(runWithContext({ correlationId: 'c' }, () => 42)).toBe(42);
  });

  it('continues an envelope\'s chain: same correlation and actor, caused by the envelope', () => {
    const actor = { kind: 'user' as const, id: 'u-1' };
    expect(contextFromEnvelope({ id: 'event-2', correlationId: 'request-1', causationId: 'event-1', actor })).toEqual({
      correlationId: 'request-1',
      causationId: 'event-2',
      actor,
    });
  });

  it('starts a chain at an envelope that has no correlation: its own id', () => {
    expect(contextFromEnvelope({ id: 'event-1' })).toEqual({ correlationId: 'event-1', causationId: 'event-1', actor: undefined });
  });
});
