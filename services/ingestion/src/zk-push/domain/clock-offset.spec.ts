import { describe, expect, it } from 'vitest';
import { uploadClockOffset } from './clock-offset';

const receivedAt = new Date('2026-03-02T06:00:00.400Z');

describe('uploadClockOffset', () => {
  it("reads a real-time upload's newest clocking against our clock: a reader 90 s fast", () => {
    expect(uploadClockOffset(['2026-03-02T05:40:00.000Z', '2026-03-02T06:01:30.000Z'], receivedAt)).toBe(90);
  });

  it('reads a slow reader as negative', () => {
    expect(uploadClockOffset(['2026-03-02T05:58:00.000Z'], receivedAt)).toBe(-120);
  });

  it('measures nothing from a backlog, a late delivery or an empty upload', () => {
    const backlog = Array.from({ length: 11 }, (_, i) => `2026-03-02T05:59:${String(i).padStart(2, '0')}.000Z`);
    expect(uploadClockOffset(backlog, receivedAt)).toBeNull();
    expect(uploadClockOffset(['2026-03-02T05:54:59.000Z'], receivedAt)).toBeNull();
    expect(uploadClockOffset(['2026-03-02T06:05:01.000Z'], receivedAt)).toBeNull();
    expect(uploadClockOffset([], receivedAt)).toBeNull();
  });
});
