/**
 * A ZKTeco push-protocol (ADMS) device as READERS.md describes it: it handshakes with
 * `GET /iclock/cdata?options=all`, uploads ATTLOG lines (PIN, device-local time, state,
 * verify, workcode, two reserved fields), operation-log lines (users, fingerprint templates) and
 * re-sends a batch until the answer contains OK; it polls `getrequest` for commands
 * (`C:<id>:<line>`) and answers them on `devicecmd` with `ID=<id>&Return=<code>&CMD=<command>`.
 */

/** A command as the reader read it from getrequest. */
export interface DeviceCommand {
  id: string;
  line: string;
}

/** What the reader posts for one command: its Return code and, for INFO, its `key=value` lines. */
export interface DeviceCommandResult {
  id: string;
  returnCode: number;
  command: string;
  details?: string[];
}

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

  /** The Return code this reader answers a command with: 0 done, or a refusal such as -22 (unknown command). */
  returnCode: number | ((command: DeviceCommand) => number) = 0;

  /**
   * The attendance this reader holds, as ATTLOG lines (`ZkPushDevice.line`): a
   * `DATA QUERY ATTLOG StartTime=..\tEndTime=..` is answered by uploading those of the period,
   * as firmware does, before the command's result.
   */
  attendance: string[] = [];

  /** The held lines whose time (the second field, the reader's wall clock) lies within the query's period. */
  attendanceBetween(start: string, end: string): string[] {
    return this.attendance.filter((line) => {
      const time = line.split('\t')[1];
      return time >= start && time <= end;
    });
  }

  /** What this reader says about itself, in an INFO answer and in its first poll's `INFO=`. */
  info = { firmware: 'Ver 6.60 Apr 28 2017', users: 12, fingerprints: 30, logs: 4021, ip: '192.168.1.201' };

  /** The first poll after a start carries `INFO=firmware,users,fingerprints,logs,ip,...`. */
  infoParameter(): string {
    return [this.info.firmware, this.info.users, this.info.fingerprints, this.info.logs, this.info.ip, 10, 7, 15, 0, 111].join(',');
  }

  /** Polls getrequest and reads the commands out of the answer (`OK` alone: none). */
  async pollCommands(options: { withInfo?: boolean } = {}): Promise<{ status: number; body: string; commands: DeviceCommand[] }> {
    const query = new URLSearchParams({ SN: this.serial, ...(options.withInfo ? { INFO: this.infoParameter() } : {}) });
    const response = await fetch(`${this.baseUrl}/iclock/getrequest?${query}`);
    const body = await response.text();
    const commands = body
      .split('\n')
      .map((line) => /^C:(\d+):(.*)$/.exec(line.replace(/\r$/, '')))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ id: match[1], line: match[2] }));
    return { status: response.status, body, commands };
  }

  /** Posts command results to devicecmd, several in one body as firmware does. */
  async answerCommands(results: readonly DeviceCommandResult[], contentType = 'application/x-www-form-urlencoded'): Promise<{ status: number; body: string }> {
    const body = results.map((result) => [`ID=${result.id}&Return=${result.returnCode}&CMD=${result.command}`, ...(result.details ?? [])].join('\n')).join('\n') + '\n';
    const response = await fetch(`${this.baseUrl}/iclock/devicecmd?SN=${this.serial}`, { method: 'POST', headers: { 'content-type': contentType }, body });
    return { status: response.status, body: await response.text() };
  }

  /** The reader's INFO answer lines, as firmware writes them. */
  infoAnswer(): string[] {
    return [
      `~DeviceName=F18`,
      `MAC=00:17:61:01:02:03`,
      `TransactionCount=${this.info.logs}`,
      `UserCount=${this.info.users}`,
      `FPCount=${this.info.fingerprints}`,
      `FWVersion=${this.info.firmware}`,
      `IPAddress=${this.info.ip}`,
    ];
  }

  /**
   * One round of a reader's command loop: poll, carry out what came (a re-fetch uploads the
   * period's attendance; the rest only answer) and post every result with this reader's return
   * code. Answers what the poll brought.
   */
  async serveCommands(): Promise<DeviceCommand[]> {
    const { status, body, commands } = await this.pollCommands();
    if (status !== 200) throw new Error(`device ${this.serial}: getrequest answered ${status} ${body}`);
    if (commands.length === 0) return [];
    for (const command of commands) {
      const query = /^DATA QUERY ATTLOG StartTime=(.+)\tEndTime=(.+)$/.exec(command.line);
      const lines = query ? this.attendanceBetween(query[1], query[2]) : [];
      if (lines.length > 0) {
        const upload = await this.upload(lines);
        if (upload.status !== 200) throw new Error(`device ${this.serial}: the re-fetched ATTLOG upload answered ${upload.status} ${upload.body}`);
      }
    }
    const results = commands.map((command) => {
      const name = command.line.split(' ')[0];
      const returnCode = typeof this.returnCode === 'function' ? this.returnCode(command) : this.returnCode;
      return { id: command.id, returnCode, command: name, details: name === 'INFO' && returnCode === 0 ? this.infoAnswer() : undefined };
    });
    const answer = await this.answerCommands(results);
    if (answer.status !== 200 || answer.body !== 'OK') throw new Error(`device ${this.serial}: devicecmd answered ${answer.status} ${answer.body}`);
    return commands;
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
   * does), `query` sets parameters such as `charset`, `repeated` appends more (a name again
   * included), `headers` adds headers such as Content-Encoding.
   */
  async post(
    table: string | null,
    body: Buffer | string,
    options: { contentType?: string; query?: Record<string, string>; repeated?: readonly (readonly [string, string])[]; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: string }> {
    const query = new URLSearchParams({ SN: this.serial, ...(table === null ? {} : { table }), Stamp: String(Date.now()), ...options.query });
    for (const [name, value] of options.repeated ?? []) query.append(name, value);
    const response = await fetch(`${this.baseUrl}/iclock/cdata?${query}`, {
      method: 'POST',
      headers: { 'content-type': options.contentType ?? 'text/plain', ...options.headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
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
