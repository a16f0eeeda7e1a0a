/**
 * A ZKTeco push-protocol (ADMS) device as READERS.md describes it: it handshakes with
 * `GET /iclock/cdata?options=all`, uploads ATTLOG lines (PIN, device-local time, state,
 * verify, workcode, two reserved fields), operation-log lines (users, fingerprint templates) and
 * re-sends a batch until the answer contains OK.
 */
/** What the receiver answered an upload: status, body and the Retry-After header, if any. */
export interface UploadAnswer {
  status: number;
  body: string;
  /** Only on a refusal that asks the reader to come back later. */
  retryAfter?: string;
}

export class ZkPushDevice {
  constructor(
    readonly baseUrl: string,
    readonly serial: string,
  ) {}

  async handshake(): Promise<{ status: number; options: Record<string, string>; date: string | null }> {
    const response = await fetch(`${this.baseUrl}/iclock/cdata?SN=${this.serial}&options=all&pushver=2.4.1&language=69`);
    const text = await response.text();
    const options = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    return { status: response.status, options, date: response.headers.get('date') };
  }

  /** The poll for queued commands an idle reader sends every few seconds (`Delay`). */
  async poll(): Promise<{ status: number; body: string }> {
    const response = await fetch(`${this.baseUrl}/iclock/getrequest?SN=${this.serial}`);
    return { status: response.status, body: await response.text() };
  }

  static line(pin: string, localTime: string, state = 0, verify = 1): string {
    return `${pin}\t${localTime.replace('T', ' ')}\t${state}\t${verify}\t0\t0\t0`;
  }

  /** Firmware differs in the content type it names: text/plain, form-encoded or octet-stream, the body is the same lines. */
  async upload(lines: readonly string[] | string, stamp = String(Date.now()), contentType = 'text/plain'): Promise<UploadAnswer> {
    const body = typeof lines === 'string' ? lines : lines.join('\n') + '\n';
    const response = await fetch(`${this.baseUrl}/iclock/cdata?SN=${this.serial}&table=ATTLOG&Stamp=${stamp}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') ?? undefined };
  }

  /** An enrolled fingerprint as OPERLOG carries it: `FP PIN=..\tFID=..\tSize=..\tValid=..\tTMP=<base64>`. */
  static fingerprintLine(pin: string, finger: number, template: string, valid = 1): string {
    return `FP PIN=${pin}\tFID=${finger}\tSize=${template.length}\tValid=${valid}\tTMP=${template}`;
  }

  /** Posts operation-log lines (users, templates) as `table=OPERLOG` with the table's own stamp, OpStamp. */
  async uploadOperationLog(lines: readonly string[] | string, stamp = String(Date.now())): Promise<{ status: number; body: string }> {
    const body = typeof lines === 'string' ? lines : lines.join('\n') + '\n';
    const response = await fetch(`${this.baseUrl}/iclock/cdata?SN=${this.serial}&table=OPERLOG&OpStamp=${stamp}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  /**
   * Posts raw bytes as firmware does: `table` null leaves the parameter out (as some firmware
   * does), `query` adds parameters such as `charset`.
   */
  async post(table: string | null, body: Buffer | string, options: { contentType?: string; query?: Record<string, string> } = {}): Promise<{ status: number; body: string }> {
    const query = new URLSearchParams({ SN: this.serial, ...(table === null ? {} : { table }), Stamp: String(Date.now()), ...options.query });
    const response = await fetch(`${this.baseUrl}/iclock/cdata?${query}`, {
      method: 'POST',
      headers: { 'content-type': options.contentType ?? 'text/plain' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  /**
   * Like the firmware: re-send the same batch until a 200 with OK comes back. `onAnswer` sees
   * every answer, with its Retry-After, for tests that check what a reader was told meanwhile.
   */
  async uploadUntilAccepted(lines: readonly string[], attempts = 60, onAnswer?: (answer: UploadAnswer) => void): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await this.upload(lines);
        onAnswer?.(answer);
        if (answer.status === 200 && answer.body.includes('OK')) return;
      } catch {
        // The receiver is down; the device waits and tries again.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`device ${this.serial}: batch not accepted after ${attempts} attempts`);
  }
}
