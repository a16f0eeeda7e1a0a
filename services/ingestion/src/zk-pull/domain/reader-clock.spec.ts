import { describe, expect, it } from 'vitest';
import { clockOffsetSeconds, isReaderLocalTime } from './reader-clock';

const now = new Date('2026-03-02T10:00:00Z');

describe("the reader's clock", () => {
  it('measures how far it is ahead of ours in its own zone', () => {
    expect(clockOffsetSeconds('2026-03-02T12:00:45', 'Africa/Johannesburg', now)).toBe(45);
    expect(clockOffsetSeconds('2026-03-02T11:59:00', 'Africa/Johannesburg', now)).toBe(-60);
    expect(clockOffsetSeconds('2026-02-31T11:59:00', 'Africa/Johannesburg', now)).toBeNull();
  });

  it("refuses record times that are no day, at or before the readers' epoch (a reset clock), or more than a day ahead of now", () => {
    expect(isReaderLocalTime('2026-03-02T08:00:00', 'Africa/Johannesburg', now)).toBe(true);
    expect(isReaderLocalTime('2026-02-30T08:00:00', 'Africa/Johannesburg', now)).toBe(false);
    expect(isReaderLocalTime('1999-12-31T23:59:59', 'UTC', now)).toBe(false);
    expect(isReaderLocalTime('2000-01-01T00:00:00', 'UTC', now)).toBe(false);
    expect(isReaderLocalTime('2000-01-01T00:00:01', 'UTC', now)).toBe(true);
    expect(isReaderLocalTime('2026-03-04T08:00:00', 'Africa/Johannesburg', now)).toBe(false);
  });
});
