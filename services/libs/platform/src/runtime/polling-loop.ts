import { AsyncResource } from 'node:async_hooks';

export interface PollingLoopOptions {
  /**
   * After a failed run, wait `intervalMs` × 2^failures, at most this long, before the next; a
   * kick does not cut the wait short (the next run would meet the same outage). Unset: retry
   * after `intervalMs`, as after a run that succeeded.
   */
  maxBackoffMs?: number;
  /**
   * Least time between the starts of two runs that kicks ask for: kicks closer together than
   * this wait for the gap and share a run. The first kick after a quiet spell runs at once.
   */
  minGapMs?: number;
}

/**
 * Runs `work` at start and again `intervalMs` after each run ends, one run at a time. `kick()`
 * asks for a run now, or right after the current one when one is under way, so work that
 * arrives mid-run is never left for a whole interval; with `minGapMs`, kicks that follow a run's
 * start closely wait for the gap and share one run. `stop()` waits for the run under way.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private halted = true;
  private failures = 0;
  private lastStart = -Infinity;
  /** When the pending timer fires (Date.now()). */
  private due = Infinity;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown, failures: number) => void,
    private readonly options: PollingLoopOptions = {},
  ) {}

  /** True once stop() was asked: long work checks it between steps. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.halted = false;
    this.schedule(0);
  }

  kick(): void {
    if (this.halted || this.backingOff) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const delay = this.gapLeft();
    if (Date.now() + delay >= this.due) return;
    this.schedule(delay);
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private get backingOff(): boolean {
    return this.failures > 0 && this.options.maxBackoffMs !== undefined;
  }

  // Bound where the loop was made: a kick from a request must not lend that request's correlation to every later run.
  private readonly run = AsyncResource.bind(() => {
    this.due = Infinity;
    this.lastStart = Date.now();
    this.running = this.work()
      .then(
        () => void (this.failures = 0),
        (error: unknown) => this.onError(error, ++this.failures),
      )
      .finally(() => {
        this.running = undefined;
        if (this.halted) return;
        const next = this.backingOff ? Math.min(this.options.maxBackoffMs!, this.intervalMs * 2 ** this.failures) : this.again ? this.gapLeft() : this.intervalMs;
        this.again = false;
        this.schedule(next);
      });
  });

  /** How long a kick now waits for the least gap between runs' starts (never longer than the gap, should the clock step back). */
  private gapLeft(): number {
    const gap = this.options.minGapMs ?? 0;
    return Math.min(gap, Math.max(0, this.lastStart + gap - Date.now()));
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.due = Date.now() + delayMs;
    this.timer = setTimeout(this.run, delayMs);
  }
}
