import { describe, expect, it } from 'vitest';
import { runWithContext } from '../context/message-context';
import { newEvent } from './outbox';

const payload = { employeeShiftID: 's-1', employeeID: 'employee-1', shiftDate: '2026-05-04', statuses: [] };
const user = { kind: 'user' as const, id: 'u-1' };

describe('newEvent', () => {
  it('carries no trace outside any request or message', () => {
    const event = newEvent('ShiftCalculated', 'employee-1', payload);
    expect(event).toEqual({ id: expect.any(String), type: 'ShiftCalculated', version: 1, occurredAt: expect.any(String), key: 'employee-1', payload });
    expect(Object.keys(event)).not.toContain('correlationId');
  });

  it('takes correlation, causation and actor from the current context', () => {
    const event = runWithContext({ correlationId: 'request-1', causationId: 'command-1', actor: user }, () => newEvent('ShiftCalculated', 'employee-1', payload));
    expect(event).toMatchObject({ correlationId: 'request-1', causationId: 'command-1', actor: user });
  });

  it('lets explicit meta win, field by field', () => {
    const event = runWithContext({ correlationId: 'batch', causationId: 'batch-cause', actor: user }, () =>
      newEvent('ShiftCalculated', 'employee-1', payload, { correlationId: 'upload-7', causationId: 'clocking-event-7' }),
    );
    expect(event).toMatchObject({ correlationId: 'upload-7', causationId: 'clocking-event-7', actor: user });
  });
});
