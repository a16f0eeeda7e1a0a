import { describe, expect, it, vi } from 'vitest';
import { withinTime } from './within-time';

describe('withinTime', () => {
  it('answers what the work answers when it ends in time, and leaves no timer behind', async () => {
    const onTimeout = vi.fn();
    await expect(withinTime(Promise.resolve(7), 1_000, 'late', onTimeout)).resolves.toBe(7);
    expect(onTimeout).not.toHaveBeenCalled();
    await expect(withinTime(Promise.reject(new Error('broken')), 1_000, 'late')).rejects.toThrow('broken');
  });

  it('rejects with its reason once the time passes, after cutting the work short', async () => {
    const onTimeout = vi.fn();
    await expect(withinTime(new Promise(() => undefined), 20, 'no answer within 20 ms', onTimeout)).rejects.toThrow('no answer within 20 ms');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
