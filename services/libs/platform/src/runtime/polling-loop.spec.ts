import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentContext, runWithContext } from '../context/message-context';
import { PollingLoop } from './polling-loop';

describe('PollingLoop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then once per interval after each run', async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => undefined);
    const loop = new PollingLoop(work, 1000, () => undefined);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('runs again right after the current run when kicked during it, never two at once', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    let concurrent = 0;
    let most = 0;
    const work = vi.fn(async () => {
      most = Math.max(most, ++concurrent);
      await new Promise<void>((resolve) => (release = resolve));
      concurrent--;
    });
    const loop = new PollingLoop(work, 60_000, () => undefined);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.kick();
    loop.kick();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    const stopping = loop.stop();
    expect(loop.stopped).toBe(true);
    await stopping;
  });

  it('with minGapMs, kicks soon after a run started share one run at the gap; a kick after a quiet spell runs at once', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const work = vi.fn(async () => {
      runs.push(Date.now() - start);
      if (runs.length === 3) await new Promise<void>((resolve) => (release = resolve));
    });
    const loop = new PollingLoop(work, 60_000, () => undefined, { minGapMs: 20 });
    loop.start();
    await vi.advanceTimersByTimeAsync(5);
    loop.kick();
    await vi.advanceTimersByTimeAsync(5);
    loop.kick();
    await vi.advanceTimersByTimeAsync(90);
    // Quiet since 20 ms: at once. Kicked during that run, which ends after 5 ms: the next waits for 20 ms after its start.
    loop.kick();
    await vi.advanceTimersByTimeAsync(5);
    loop.kick();
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual([0, 20, 100, 120]);
    await loop.stop();
  });

  it('reports a failed run and keeps polling', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const work = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const loop = new PollingLoop(work, 100, (error) => errors.push(error));
    loop.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(errors.map(String)).toEqual(['Error: database down']);
    expect(work).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('backs off after failures, doubling up to the cap, ignores kicks meanwhile, and keeps its interval once a run succeeds', async () => {
    vi.useFakeTimers();
    let failing = true;
    const runs: number[] = [];
    const failures: number[] = [];
    const work = vi.fn(async () => {
      runs.push(Date.now());
      if (failing) throw new Error('broker unreachable');
    });
    const loop = new PollingLoop(work, 100, (_error, count) => failures.push(count), { maxBackoffMs: 1_000 });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(250);
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(4_000);
    // Runs at 0, then 200, 400, 800, 1000, 1000 ms apart: the kick at 250 ms changed nothing.
    expect(runs.map((at) => at - start)).toEqual([0, 200, 600, 1_400, 2_400, 3_400]);
    expect(failures).toEqual([1, 2, 3, 4, 5, 6]);
    failing = false;
    await vi.advanceTimersByTimeAsync(150);
    expect(runs.at(-1)! - start).toBe(4_400);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.at(-1)! - start).toBe(4_500);
    // Healthy again, a kick runs at once.
    await vi.advanceTimersByTimeAsync(50);
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((at) => at - start).slice(-3)).toEqual([4_400, 4_500, 4_550]);
    await loop.stop();
  });

  it('runs outside the context of whoever kicked it, so no request lends its correlation to the loop', async () => {
    const seen: (string | undefined)[] = [];
    let ran: () => void = () => undefined;
    const loop = new PollingLoop(async () => {
      seen.push(currentContext()?.correlationId);
      ran();
    }, 60_000, () => undefined);
    const run = () => new Promise<void>((resolve) => (ran = resolve));
    const first = run();
    loop.start();
    await first;
    // The run has ended and the loop waits out its interval when the kick comes.
    await new Promise((resolve) => setImmediate(resolve));
    const second = run();
    runWithContext({ correlationId: 'request-1' }, () => loop.kick());
    await second;
    await loop.stop();
    expect(seen).toEqual([undefined, undefined]);
  });
});
