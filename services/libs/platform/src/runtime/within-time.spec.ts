import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './within-time';

describe('withinTime', () => {
  afterEach(() => void vi.useRealTimers());

  it('answers what the work answers when it ends in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    await expect(withinTime(Promise.resolve(7), 1_000, 'late', onTimeout)).resolves.toBe(7);
    await expect(withinTime(Promise.reject(new Error('broken')), 1_000, 'late')).rejects.toThrow('broken');
    expect(vi.getTimerCount()).toBe(0);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('rejects with its reason once the time passes, after cutting the work short', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const late = withinTime(new Promise(() => undefined), 20, 'no answer within 20 ms', onTimeout);
    const outcome = expect(late).rejects.toThrow('no answer within 20 ms');
    await vi.advanceTimersByTimeAsync(20);
    await outcome;
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the error the caller makes, when given one', async () => {
    class Late extends Error {}
    await expect(withinTime(new Promise(() => undefined), 5, () => new Late('too late'))).rejects.toBeInstanceOf(Late);
  });
});
