import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@tna/contracts';
import { batchContext } from './batch-context';

const reader = { kind: 'reader' as const, id: 'scanner-1' };

function clocking(id: string, correlationId?: string, actor = reader): EventEnvelope {
  return {
    id,
    type: 'ClockingReceived',
    version: 1,
    occurredAt: '2026-05-04T06:00:00.000Z',
    key: 'employee-1',
    payload: { clockingID: id, employeeID: 'employee-1', employeeNumber: '1', scannerID: null, clockedAt: '2026-05-04T06:00:00.000Z', direction: null, source: 'zk-push' },
    correlationId,
    actor,
  };
}

describe('the context of a batch of events', () => {
  it('is the event\'s own for a batch of one', () => {
    expect(batchContext([clocking('e-1', 'upload-1')])).toEqual({ correlationId: 'upload-1', causationId: 'e-1', actor: reader });
  });

  it('keeps a correlation all events share, with no single cause', () => {
    expect(batchContext([clocking('e-1', 'upload-1'), clocking('e-2', 'upload-1')])).toEqual({ correlationId: 'upload-1', actor: reader });
  });

  it('names no actor when the events have different ones', () => {
    const other = { kind: 'reader' as const, id: 'scanner-2' };
    expect(batchContext([clocking('e-1', 'upload-1'), clocking('e-2', 'upload-1', other)])).toEqual({ correlationId: 'upload-1', actor: undefined });
  });

  it('gets a correlation of its own when it mixes requests, never one of theirs', () => {
    const context = batchContext([clocking('e-1', 'upload-1'), clocking('e-2', 'upload-2')]);
    expect(context.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.causationId).toBeUndefined();
    expect(context.actor).toBeUndefined();
  });
});
