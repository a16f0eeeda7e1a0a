import net from 'node:net';

/**
 * A ZKTeco reader on its TCP port (4370), speaking the subset node-zklib 1.3.0 uses, built to
 * READERS.md "ZKTeco pull": CONNECT, EXIT, FREE_DATA, GET_FREE_SIZES, GET_TIME, and the attendance
 * table read with DATA_WRRQ then one DATA_RDY per chunk, each answered PREPARE_DATA, DATA,
 * ACK_OK as separate writes (node-zklib reads one frame per 'data' event). Checksums are not
 * checked, as node-zklib's own are not either. With a comm key set it answers CONNECT with
 * ACK_UNAUTH and everything but CMD_AUTH with the right key (firmware's MakeKey) likewise.
 */
const CMD = {
  CONNECT: 1000,
  EXIT: 1001,
  PREPARE_DATA: 1500,
  DATA: 1501,
  FREE_DATA: 1502,
  DATA_WRRQ: 1503,
  DATA_RDY: 1504,
  GET_FREE_SIZES: 50,
  GET_TIME: 201,
  AUTH: 1102,
  ACK_OK: 2000,
  ACK_ERROR: 2001,
  ACK_UNAUTH: 2005,
} as const;
const SESSION_ID = 0x2f1a;
const RECORD_BYTES = 40;
/** Between the frames of a chunk: long enough for each to arrive as a 'data' event of its own. */
const FRAME_GAP_MS = 10;
/** What a slow link delivers at a time (`chunkSendMs`). */
const PIECE_BYTES = 4_096;

export interface DeviceRecord {
  pin: string;
  /** `YYYY-MM-DDTHH:mm:ss` on the reader's clock. */
  localTime: string;
  state?: number;
  verify?: number;
}

export class ZkTcpDevice {
  /** Attendance table reads served in full. */
  reads = 0;
  /** Reads cut off half way (`dropNextRead`). */
  drops = 0;
  connections = 0;
  /** The next table read closes the connection after half its chunks. */
  dropNextRead = false;
  /** The next table read sends half its chunks, then nothing more, the connection left open. */
  stallNextRead = false;
  /** Reads that stalled (`stallNextRead`). */
  stalls = 0;
  /** Bytes of the table sent so far, over every read. */
  tableBytesSent = 0;
  /** How long each chunk's data takes to arrive, sent in pieces of 4 KB spread over it: a slow link. */
  chunkSendMs = 0;
  /** How far the reader's clock runs ahead of the real one. */
  clockAheadSeconds = 0;
  /** The reader's COM password; 0: none asked. */
  commKey = 0;
  private records: DeviceRecord[] = [];
  private dataset: Buffer | null = null;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
    private readonly timeZone: string,
  ) {}

  /** A reader listening on 127.0.0.1 at a free port, its clock in `timeZone`. */
  static async start(timeZone: string): Promise<ZkTcpDevice> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const device = new ZkTcpDevice(server, (server.address() as net.AddressInfo).port, timeZone);
    server.on('connection', (socket) => device.serve(socket));
    return device;
  }

  /** A port nothing listens on: a reader that is switched off. */
  static async closedPort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  /** Appends records to the table, as clockings at the reader do. */
  add(records: DeviceRecord[]): void {
    this.records.push(...records);
    this.dataset = null;
  }

  get recordCount(): number {
    return this.records.length;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private serve(socket: net.Socket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    let queue = Promise.resolve();
    const read = { chunksServed: 0, chunks: 0, drop: false, stall: false, authorised: false };
    socket.on('data', (data) => {
      pending = Buffer.concat([pending, data]);
      while (pending.length >= 16) {
        const length = pending.readUInt32LE(4);
        if (pending.length < 8 + length) break;
        const frame = pending.subarray(8, 8 + length);
        pending = pending.subarray(8 + length);
        const command = frame.readUInt16LE(0);
        const replyId = frame.readUInt16LE(6);
        const payload = Buffer.from(frame.subarray(8));
        queue = queue.then(() => this.answer(socket, command, replyId, payload, read)).catch(() => void socket.destroy());
      }
    });
  }

  private async answer(socket: net.Socket, command: number, replyId: number, payload: Buffer, read: { chunksServed: number; chunks: number; drop: boolean; stall: boolean; authorised: boolean }): Promise<void> {
    if (socket.destroyed) return;
    const reply = (code: number, data: Buffer = Buffer.alloc(0)) => write(socket, frame(code, replyId, data));
    if (command === CMD.CONNECT) {
      read.authorised = this.commKey === 0;
      return reply(read.authorised ? CMD.ACK_OK : CMD.ACK_UNAUTH);
    }
    if (command === CMD.AUTH) {
      read.authorised = payload.equals(makeKey(this.commKey, SESSION_ID));
      return reply(read.authorised ? CMD.ACK_OK : CMD.ACK_UNAUTH);
    }
    if (!read.authorised) return reply(CMD.ACK_UNAUTH);
    switch (command) {
      case CMD.FREE_DATA:
        return reply(CMD.ACK_OK);
      case CMD.EXIT:
        await reply(CMD.ACK_OK);
        socket.end();
        return;
      case CMD.GET_FREE_SIZES: {
        const sizes = Buffer.alloc(92);
        sizes.writeUInt32LE(new Set(this.records.map((r) => r.pin)).size, 16);
        sizes.writeUInt32LE(this.records.length, 32);
        sizes.writeUInt32LE(Math.max(100_000, this.records.length), 64);
        return reply(CMD.ACK_OK, sizes);
      }
      case CMD.GET_TIME: {
        const time = Buffer.alloc(4);
        time.writeUInt32LE(packTime(wallTime(new Date(Date.now() + this.clockAheadSeconds * 1000), this.timeZone)));
        return reply(CMD.ACK_OK, time);
      }
      case CMD.DATA_WRRQ: {
        const dataset = this.table();
        read.chunksServed = 0;
        read.chunks = Math.ceil(dataset.length / 65472);
        read.drop = this.dropNextRead;
        this.dropNextRead = false;
        read.stall = this.stallNextRead;
        this.stallNextRead = false;
        const size = Buffer.alloc(9);
        size.writeUInt32LE(dataset.length, 1);
        return reply(CMD.ACK_OK, size);
      }
      case CMD.DATA_RDY: {
        if (read.drop && read.chunksServed >= Math.ceil(read.chunks / 2)) {
          this.drops++;
          read.drop = false;
          socket.destroy();
          return;
        }
        if (read.stall && read.chunksServed >= Math.ceil(read.chunks / 2)) {
          if (read.chunksServed === Math.ceil(read.chunks / 2)) this.stalls++;
          read.chunksServed++;
          return;
        }
        const start = payload.readUInt32LE(0);
        const size = payload.readUInt32LE(4);
        const prepare = Buffer.alloc(8);
        prepare.writeUInt32LE(size, 0);
        await write(socket, frame(CMD.PREPARE_DATA, replyId, prepare));
        await gap();
        await this.trickle(socket, frame(CMD.DATA, replyId, this.table().subarray(start, start + size)));
        await gap();
        await write(socket, frame(CMD.ACK_OK, replyId));
        await gap();
        read.chunksServed++;
        if (read.chunksServed === read.chunks) this.reads++;
        return;
      }
      default:
        return reply(CMD.ACK_ERROR);
    }
  }

  /** Writes `data` at once, or in pieces over `chunkSendMs`. */
  private async trickle(socket: net.Socket, data: Buffer): Promise<void> {
    if (this.chunkSendMs <= 0) {
      this.tableBytesSent += data.length;
      return write(socket, data);
    }
    const pieces = Math.ceil(data.length / PIECE_BYTES);
    for (let i = 0; i < pieces; i++) {
      if (socket.destroyed) return;
      const piece = data.subarray(i * PIECE_BYTES, (i + 1) * PIECE_BYTES);
      this.tableBytesSent += piece.length;
      await write(socket, piece);
      await new Promise((resolve) => setTimeout(resolve, this.chunkSendMs / pieces));
    }
  }

  /** The table as the reader sends it: its byte count, then 40-byte records. */
  private table(): Buffer {
    if (this.dataset) return this.dataset;
    const dataset = Buffer.alloc(4 + this.records.length * RECORD_BYTES);
    dataset.writeUInt32LE(this.records.length * RECORD_BYTES, 0);
    this.records.forEach((record, i) => {
      const at = 4 + i * RECORD_BYTES;
      dataset.writeUInt16LE((i + 1) % 65536, at);
      dataset.write(record.pin, at + 2, 24, 'ascii');
      dataset[at + 26] = record.verify ?? 1;
      dataset.writeUInt32LE(packTime(record.localTime), at + 27);
      dataset[at + 31] = record.state ?? 0;
    });
    this.dataset = dataset;
    return dataset;
  }
}

function frame(command: number, replyId: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const out = Buffer.alloc(16 + data.length);
  out.set([0x50, 0x50, 0x82, 0x7d]);
  out.writeUInt32LE(8 + data.length, 4);
  out.writeUInt16LE(command, 8);
  out.writeUInt16LE(SESSION_ID, 12);
  out.writeUInt16LE(replyId, 14);
  data.copy(out, 16);
  return out;
}

function write(socket: net.Socket, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
}

function gap(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
}

/** The firmware's packed wall time (READERS.md): every month 31 days. */
export function packTime(localTime: string): number {
  const [year, month, day, hour, minute, second] = localTime.split(/[-T:]/).map(Number);
  return (((year % 100) * 372 + (month - 1) * 31 + day - 1) * 86400) + (hour * 60 + minute) * 60 + second;
}

/** The firmware's MakeKey (commpro.c): the key's bits reversed, plus the session, XOR "ZKSO", halves swapped, mixed with ticks 50. */
function makeKey(key: number, session: number): Buffer {
  let reversed = 0;
  for (let i = 0; i < 32; i++) reversed = reversed * 2 + (Math.floor(key / 2 ** i) % 2);
  const k = Buffer.alloc(4);
  k.writeUInt32LE((reversed + session) % 2 ** 32);
  const x = [k[0] ^ 90, k[1] ^ 75, k[2] ^ 83, k[3] ^ 79];
  return Buffer.from([x[2] ^ 50, x[3] ^ 50, 50, x[1] ^ 50]);
}

/** `YYYY-MM-DDTHH:mm:ss` of an instant on a clock in `timeZone`. */
function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
