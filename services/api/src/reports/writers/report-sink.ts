import { once } from 'node:events';

/**
 * Writing to the sink with back-pressure: a writer that produced a chunk the sink could not take
 * waits for 'drain' before it reads more rows, so a slow sink (the file parts going into
 * PostgreSQL) holds back the row stream instead of the chunks piling up in memory.
 */
export class SinkWriter {
  private full = false;

  constructor(readonly sink: NodeJS.WritableStream) {}

  write(chunk: Uint8Array | string): void {
    if (!this.sink.write(chunk)) this.full = true;
  }

  async drained(): Promise<void> {
    if (!this.full) return;
    this.full = false;
    await once(this.sink, 'drain');
  }

  /** Ends the sink and resolves once it has finished (its 'finish'), rejects on its error. */
  end(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.sink.once('error', reject);
      this.sink.end(() => resolve());
    });
  }
}
