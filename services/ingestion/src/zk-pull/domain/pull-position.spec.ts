import { describe, expect, it } from 'vitest';
import type { PulledRecord } from './attendance-table';
import { recordsAfter, START_POSITION } from './pull-position';

const record = (pin: string, localTime: string): PulledRecord => ({ pin, localTime, state: 0, verify: 1 });
const a = record('1', '2026-03-02T08:00:00');
const b = record('2', '2026-03-02T08:05:00');
const c = record('1', '2026-03-02T17:00:00');

describe('the records after the position taken last', () => {
  it('takes the whole table at the first read', () => {
    expect(recordsAfter([a, b], START_POSITION, true)).toEqual({ fresh: [a, b], position: { recordsTaken: 2, lastPin: '2', lastLocalTime: '2026-03-02T08:05:00' }, restarted: false });
  });

  it('takes only the records appended since', () => {
    const after = recordsAfter([a, b, c], { recordsTaken: 2, lastPin: '2', lastLocalTime: '2026-03-02T08:05:00' }, true);
    expect(after.fresh).toEqual([c]);
    expect(after.position.recordsTaken).toBe(3);
  });

  it('takes nothing from an unchanged table', () => {
    const position = { recordsTaken: 2, lastPin: '2', lastLocalTime: '2026-03-02T08:05:00' };
    expect(recordsAfter([a, b], position, true)).toEqual({ fresh: [], position, restarted: false });
  });

  it('reads a cleared or rewritten table from its start', () => {
    const after = recordsAfter([c], { recordsTaken: 2, lastPin: '2', lastLocalTime: '2026-03-02T08:05:00' }, true);
    expect(after).toEqual({ fresh: [c], position: { recordsTaken: 1, lastPin: '1', lastLocalTime: '2026-03-02T17:00:00' }, restarted: true });
  });

  it('keeps the position when a read cut short ends before it', () => {
    const position = { recordsTaken: 3, lastPin: '1', lastLocalTime: '2026-03-02T17:00:00' };
    expect(recordsAfter([a], position, false)).toEqual({ fresh: [], position, restarted: false });
  });

  it('advances over what a read cut short did bring', () => {
    const after = recordsAfter([a, b], { recordsTaken: 1, lastPin: '1', lastLocalTime: '2026-03-02T08:00:00' }, false);
    expect(after.fresh).toEqual([b]);
    expect(after.position.recordsTaken).toBe(2);
  });
});
