import net from 'node:net';

/**
 * A TCP proxy in front of a server, on 127.0.0.1, that can lose its open connections as a
 * middlebox that dropped their state does: `loseOpenConnections()` makes every connection open
 * at that moment carry nothing more either way, without closing anything, while connections made
 * later pass as before. Neither end hears of the loss: no reset, no timeout. The proxy stops
 * reading a lost connection's two sockets, so what each end sends fills the buffers on the way
 * and a large answer leaves its sender waiting to write, as unacknowledged bytes would.
 */
export interface LossyTcpProxy {
  readonly port: number;
  /** The connections open now are lost from here on; new ones are not. */
  loseOpenConnections(): void;
  close(): Promise<void>;
}

export async function startLossyTcpProxy(target: { host: string; port: number }): Promise<LossyTcpProxy> {
  const open = new Set<{ client: net.Socket; server: net.Socket; lost: boolean }>();
  const proxy = net.createServer((client) => {
    const server = net.connect(target.port, target.host);
    const pair = { client, server, lost: false };
    open.add(pair);
    client.on('data', (bytes) => void (pair.lost || server.write(bytes)));
    server.on('data', (bytes) => void (pair.lost || client.write(bytes)));
    const end = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    // A lost connection's ends hear nothing of each other, a close included: each stays
    // connected to the proxy until it gives up itself (or the proxy closes).
    client.on('close', () => void (pair.lost || end()));
    server.on('close', () => void (pair.lost || end()));
    client.on('error', () => undefined);
    server.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as net.AddressInfo).port,
    loseOpenConnections() {
      for (const pair of open) {
        pair.lost = true;
        pair.client.pause();
        pair.server.pause();
      }
    },
    async close() {
      for (const { client, server } of open) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** A lossy proxy in front of the server of a PostgreSQL URL, and that URL through it. */
export async function throughLossyProxy(databaseUrl: string): Promise<{ proxy: LossyTcpProxy; url: string }> {
  const url = new URL(databaseUrl);
  const proxy = await startLossyTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}
