import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { withinTime } from '@tna/platform';
import { commKeyBytes } from './domain/comm-key';

/** The part of node-zklib 1.3.0's TCP client used here (the package ships no types). */
interface ZkLibTcp {
  socket: Socket | null;
  sessionId: number | null;
  createSocket(): Promise<Socket>;
  executeCmd(command: number, data: string | Buffer): Promise<Buffer>;
  requestData(message: Buffer): Promise<Buffer>;
  readWithBuffer(request: Buffer, progress?: (received: number, total: number) => void): Promise<{ data: Buffer; err: Error | null }>;
  freeData(): Promise<Buffer>;
  disconnect(): Promise<boolean>;
}

const load = createRequire(__filename);
// node-zklib appends its errors to `DDMMYYYY.err.log` in the process's working directory, which
// may be the repository or a read-only install. Its modules take `log` from this one when they
// are first required, so replacing it here, before them, sends those lines to our logger and
// writes no file; changing the process's directory instead would move every relative path of
// every service sharing the process (embedded mode).
const errorLog = load('node-zklib/helpers/errorLog') as { log: (text: string) => void };
let reportZkError: (text: string) => void = () => undefined;
errorLog.log = (text) => reportZkError(text);
const ZKLibTCP = load('node-zklib/zklibtcp') as new (ip: string, port: number, timeout: number) => ZkLibTcp;
const { COMMANDS, REQUEST_DATA } = load('node-zklib/constants') as { COMMANDS: Record<string, number>; REQUEST_DATA: Record<string, Buffer> };

/** Where node-zklib's error lines go. */
export function reportZkErrorsTo(sink: (text: string) => void): void {
  reportZkError = sink;
}

/** What a reader's free-sizes answer counts. */
export interface ReaderCounts {
  users: number;
  logs: number;
  logCapacity: number;
}

/** The command code of a reply (node-zklib strips the frame's prefix), null for none. */
function answerOf(reply: Buffer): number | null {
  return reply.length >= 2 ? reply.readUInt16LE(0) : null;
}

/** An answer node-zklib's readWithBuffer turns into a clean refusal (see `connect`). */
const ACK_ERROR_PACKET = (() => {
  const packet = Buffer.alloc(16);
  packet.set([0x50, 0x50, 0x82, 0x7d, 8, 0, 0, 0]);
  packet.writeUInt16LE(COMMANDS.CMD_ACK_ERROR, 8);
  return packet;
})();

/**
 * One TCP session with a ZKTeco reader through node-zklib's TCP client, used directly rather than
 * through its ZKLib wrapper: the wrapper falls back to UDP on a refused connection (a closed
 * port would then wait a second timeout) and prints to stdout.
 */
export class ZkTcpSession {
  private readonly tcp: ZkLibTcp;
  private requestError: Error | null = null;

  constructor(
    readonly ip: string,
    readonly port: number,
    private readonly timeoutMs: number,
  ) {
    this.tcp = new ZKLibTCP(ip, port, timeoutMs);
  }

  /** Opens the socket and the session, sending the comm key when the reader asks for one (node-zklib 1.3.0 has no CMD_AUTH). */
  async connect(commKey: number): Promise<void> {
    // node-zklib sets a socket timeout nothing listens to: a reader whose packets are dropped would
    // wait for the system's connect timeout (minutes).
    const socket = await withinTime(this.tcp.createSocket(), this.timeoutMs, `no connection within ${this.timeoutMs / 1000} s`, () => this.destroy());
    // node-zklib listens for one 'error' only: a second (a reset after a timeout) would be thrown
    // by Node as an unhandled 'error' event and end the process.
    socket.on('error', () => undefined);
    // readWithBuffer, when its request fails, goes on to read the missing reply and throws inside
    // a promise nobody awaits (an unhandled rejection, fatal in Node): the failure is answered
    // with an ACK_ERROR packet it refuses cleanly instead, and the real error kept.
    const requestData = this.tcp.requestData.bind(this.tcp);
    this.tcp.requestData = (message) =>
      requestData(message).catch((error: unknown) => {
        this.requestError = error instanceof Error ? error : new Error(String(error));
        return ACK_ERROR_PACKET;
      });
    let answer = answerOf(await this.tcp.executeCmd(COMMANDS.CMD_CONNECT, ''));
    if (answer === COMMANDS.CMD_ACK_UNAUTH) {
      answer = answerOf(await this.tcp.executeCmd(COMMANDS.CMD_AUTH, Buffer.from(commKeyBytes(commKey, this.tcp.sessionId ?? 0))));
      if (answer !== COMMANDS.CMD_ACK_OK) throw new Error(`the reader refused the comm key (answer ${answer ?? 'none'}): check the reader's comm key`);
      return;
    }
    if (answer !== COMMANDS.CMD_ACK_OK) throw new Error(`the reader refused the connection (answer ${answer ?? 'none'})`);
  }

  /** The reader's clock as its packed wall time (CMD_GET_TIME), null when it does not answer it. */
  async readTime(): Promise<number | null> {
    const reply = await this.tcp.executeCmd(COMMANDS.CMD_GET_TIME, '');
    if (reply.length < 12 || reply.readUInt16LE(0) !== COMMANDS.CMD_ACK_OK) return null;
    return reply.readUInt32LE(8);
  }

  /** Users, records and record capacity (CMD_GET_FREE_SIZES), null when the answer is too short. */
  async readCounts(): Promise<ReaderCounts | null> {
    const reply = await this.tcp.executeCmd(COMMANDS.CMD_GET_FREE_SIZES, '');
    if (reply.length < 8 + 68) return null;
    return { users: reply.readUInt32LE(8 + 16), logs: reply.readUInt32LE(8 + 32), logCapacity: reply.readUInt32LE(8 + 64) };
  }

  /**
   * The attendance table as the reader sends it (u32 byte count, then 40-byte records), read in
   * chunks; `onBytes` is told of every packet that arrives meanwhile (a chunk of 64 KB may take
   * minutes on a slow link). `error` says why a read ended early (the socket cut, a chunk not in
   * time); `data` then holds the whole chunks received.
   */
  async readAttendanceTable(onBytes: () => void = () => undefined): Promise<{ data: Buffer; error: Error | null }> {
    await this.tcp.freeData();
    const socket = this.tcp.socket;
    socket?.on('data', onBytes);
    let read: { data: Buffer; err: Error | null };
    try {
      read = await this.tcp.readWithBuffer(REQUEST_DATA.GET_ATTENDANCE_LOGS);
    } catch (error) {
      throw this.requestError ?? error;
    } finally {
      socket?.off('data', onBytes);
    }
    if (this.tcp.socket && !read.err) await this.tcp.freeData();
    return { data: read.data, error: read.err };
  }

  /** Says goodbye (CMD_EXIT) when the socket is still open, then closes it; never throws. */
  async close(): Promise<void> {
    try {
      if (this.tcp.socket) await this.tcp.disconnect();
    } catch {
      // A reader gone mid-session: nothing to say goodbye to.
    }
    this.destroy();
  }

  /** Ends the socket at once (a pull over its time). */
  destroy(): void {
    this.tcp.socket?.destroy();
  }
}
