import { AsyncResource } from 'node:async_hooks';

export interface PollingLoopOptions {
  /**
   * After a failed run, wait `intervalMs` × 2^failures, at most this long, before the next; a
   * kick does not cut the wait short (the next run would meet the same outage). Unset: retry
   * after `intervalMs`, as after a run that succeeded.
   */
  maxBackoffMs?: number;
}

/**
 * Runs `work` at start and again `intervalMs` after each run ends, one run at a time. `kick()`
 * asks for a run now, or right after the current one when one is under way, so work that
 * arrives mid-run is never left for a whole interval. `stop()` waits for the run under way.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private halted = true;
  private failures = 0;

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
    this.schedule(0);
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
    this.running = this.work()
      .then(
        () => void (this.failures = 0),
        (error: unknown) => this.onError(error, ++this.failures),
      )
      .finally(() => {
        this.running = undefined;
        if (this.halted) return;
        const next = this.backingOff ? Math.min(this.options.maxBackoffMs!, this.intervalMs * 2 ** this.failures) : this.again ? 0 : this.intervalMs;
        this.again = false;
        this.schedule(next);
      });
  });

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.run, delayMs);
  }
}
