import { describe, expect, it } from 'vitest';
import { READER_ONLINE_WITHIN_SECONDS } from '@tna/contracts';
import { isOnline, onlineWithinSeconds } from './reader-status';

describe('reader online', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('counts a push reader online for three polls plus the contact coalescing (60 s)', () => {
    expect(onlineWithinSeconds('push', null)).toBe(READER_ONLINE_WITHIN_SECONDS);
    expect(READER_ONLINE_WITHIN_SECONDS).toBe(60);
    expect(isOnline(secondsAgo(60), now, 60)).toBe(true);
    expect(isOnline(secondsAgo(61), now, 60)).toBe(false);
  });

  it('counts a pull reader online for three of its schedule gaps', () => {
    expect(onlineWithinSeconds('pull', 300)).toBe(900);
    expect(isOnline(secondsAgo(899), now, 900)).toBe(true);
    expect(isOnline(secondsAgo(901), now, 900)).toBe(false);
  });

  it('says nothing of a file reader, and offline of a reader never heard from', () => {
    expect(onlineWithinSeconds('file', null)).toBeNull();
    expect(isOnline(now, now, null)).toBeNull();
    expect(isOnline(null, now, 60)).toBe(false);
  });
});
