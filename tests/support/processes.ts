import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVICE_NAMES } from '@tna/contracts';
import { waitFor } from './wait';

export const REPO = path.resolve(__dirname, '../..');
const LOG_DIR = path.join(REPO, 'tests/.reports/logs');

const handedOut = new Set<number>();

/** Every product a test starts opens `/metrics` and the detail of `/health` with this token (a test may set its own). */
export const METRICS_TOKEN = 'test-metrics-token-0123456789';
export const METRICS_AUTHORIZATION = { authorization: `Bearer ${METRICS_TOKEN}` };

/**
 * A port nothing listens on, never the same twice in this test process: the operating system
 * may offer a just-released port again, and two services given one port would answer for each other.
 * Vitest runs test files in several workers at once, each with its own set of ports handed out,
 * and a product binds its port seconds after it is chosen (it starts PostgreSQL first): so each
 * worker takes ports from a range of its own (below Linux's ephemeral range, 32768 on), and no two
 * workers can hand out one port. Each process starts at a random place in its range: a second
 * test run on the same machine (one file run by hand beside `npm test`) has workers with the same
 * ranges, and starting both at the range's first port gave their stacks the same ports. Outside a
 * worker (benches, the test runner) the system chooses.
 */
const WORKER_PORTS = 3_000;
let nextWorkerPort = Math.floor(Math.random() * WORKER_PORTS);

export async function freePort(): Promise<number> {
  const pool = Number(process.env.VITEST_POOL_ID);
  for (let tried = 0; ; tried++) {
    if (tried > WORKER_PORTS) throw new Error(`no free port left among this worker's ${WORKER_PORTS}`);
    const wanted = Number.isInteger(pool) && pool > 0 ? 20_000 + ((pool - 1) % 4) * WORKER_PORTS + (nextWorkerPort++ % WORKER_PORTS) : 0;
    const port = await listenable(wanted);
    if (port !== undefined && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** The port, once it could be listened on and let go again (0: any the system offers); undefined when it is in use. */
function listenable(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** One compiled service (or the embedded product) as its own OS process, logs kept for a failing test. */
export class ServiceProcess {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  readonly logFile: string;

  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {
    fs.mkdirSync(LOG_DIR, { recursive: true });
    this.logFile = path.join(LOG_DIR, `${name}-${port}.log`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The running process's id (benches read its memory), undefined before a start. */
  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  /** How the last start ended (exit code, or the signal that killed it: `stop` sends SIGKILL after 15 s), undefined while it runs. */
  get exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | undefined {
    const child = this.child;
    return child && (child.exitCode !== null || child.signalCode !== null) ? { code: child.exitCode, signal: child.signalCode } : undefined;
  }

  /** `env` adds to or overrides the process's environment for this start only. */
  start(env: Record<string, string> = {}): void {
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [...profiling(), ...this.args], {
      cwd: REPO,
      env: { ...process.env, LOG_LEVEL: 'info', TNA_METRICS_TOKEN: METRICS_TOKEN, ...this.env, ...env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  async waitHealthy(timeoutMs = 90_000): Promise<void> {
    const answer = await waitFor(
      `${this.name} /health`,
      async () => {
        // Ended: no use waiting out the timeout (a refused setting, a taken port).
        const child = this.child;
        if (child && (child.exitCode !== null || child.signalCode !== null)) {
          return new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}); see ${this.logFile}:\n${this.logTail(5)}`);
        }
        const token = this.env.TNA_METRICS_TOKEN ?? METRICS_TOKEN;
        const response = await fetch(`${this.url}/health`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        if (response.status !== 200) return undefined;
        // Without a token the answer is one word, which names no service.
        if (!token) return true;
        // A service's health names it: proof the port is this process's, not another's.
        const { services } = (await response.json()) as { services: { service: string }[] };
        if ((SERVICE_NAMES as readonly string[]).includes(this.name) && !services.some((s) => s.service === this.name)) {
          throw new Error(`port ${this.port} answers for ${services.map((s) => s.service).join(', ')}, not ${this.name}`);
        }
        return true;
      },
      timeoutMs,
      250,
    );
    if (answer instanceof Error) throw answer;
  }

  /** Resolves once the process has ended, whoever ended it. */
  async waitForExit(): Promise<void> {
    await this.exited;
  }

  /** SIGKILL: no shutdown hooks run, as when a machine dies. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  logTail(lines = 40): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n') : '';
  }
}

/** A service's own entry: it holds that service alone. */
const serviceJs = (name: string) => `services/dist/${name}/src/main.js`;
const EMBEDDED_JS = 'services/dist/main/embedded.js';

/** The product serves no console without a built one, so tests would only time out: say so up front. */
export function assertBuilt(): void {
  for (const file of [...SERVICE_NAMES.map(serviceJs), EMBEDDED_JS, 'console/dist/index.html']) {
    if (!fs.existsSync(path.join(REPO, file))) throw new Error(`${file} is missing: run npm run build first (npm test does)`);
  }
}

export interface DistributedStack {
  api: ServiceProcess;
  ingestion: ServiceProcess;
  timeEngine: ServiceProcess;
  others: ServiceProcess[];
  all: ServiceProcess[];
  stop(): Promise<void>;
}

/** Every service in its own process against real Kafka and PostgreSQL; the api first, for its views. */
export async function startDistributedStack(options: {
  databaseUrl: string;
  brokers: string;
  namespace: string;
  adminPassword: string;
  env?: Record<string, string>;
}): Promise<DistributedStack> {
  assertBuilt();
  const env = {
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    KAFKA_BROKERS: options.brokers,
    KAFKA_NAMESPACE: options.namespace,
    TNA_ADMIN_PASSWORD: options.adminPassword,
    TNA_TIME_ZONE: 'Africa/Johannesburg',
  };
  const started: ServiceProcess[] = [];
  const make = async (name: string) => new ServiceProcess(name, [serviceJs(name)], env, await freePort());
  const stopAll = async () => void (await Promise.all(started.map((p) => p.stop())));
  try {
    const api = await make('api');
    started.push(api);
    api.start();
    await api.waitHealthy();
    const ingestion = await make('ingestion');
    const timeEngine = await make('time-engine');
    const others = await Promise.all(['leave', 'payroll', 'alerts'].map(make));
    const rest = [ingestion, timeEngine, ...others];
    started.push(...rest);
    rest.forEach((p) => p.start());
    await Promise.all(rest.map((p) => p.waitHealthy()));
    return { api, ingestion, timeEngine, others, all: [...started], stop: stopAll };
  } catch (error) {
    // A stack that did not come up is stopped here: its caller has nothing to stop, and the
    // services left running would hold ports and consumer groups for the next files.
    await stopAll();
    throw error;
  }
}

export interface EmbeddedProduct {
  process: ServiceProcess;
  /** The embedded PostgreSQL server, for tests that check what was stored. */
  databaseUrl: string;
}

/** `npm start`'s process: embedded PostgreSQL, in-process bus, one port. */
/** `env` adds to or overrides the process's settings (an SMTP server, say). */
export async function startEmbeddedProduct(options: { dataDir: string; adminPassword?: string; pgPort?: number; env?: Record<string, string> }): Promise<EmbeddedProduct> {
  assertBuilt();
  const pgPort = options.pgPort ?? (await freePort());
  const product = new ServiceProcess(
    'embedded',
    [EMBEDDED_JS],
    {
      TNA_DATA_DIR: options.dataDir,
      TNA_PG_PORT: String(pgPort),
      TNA_ADMIN_PASSWORD: options.adminPassword ?? '',
      TNA_TIME_ZONE: 'Africa/Johannesburg',
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
      ...options.env,
    },
    await freePort(),
  );
  product.start();
  try {
    await product.waitHealthy(120_000);
  } catch (error) {
    await product.stop();
    throw error;
  }
  const password = fs.readFileSync(path.join(options.dataDir, 'pg-password'), 'utf8').trim();
  return { process: product, databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/tna` };
}

/**
 * `BENCH_CPU_PROFILE_DIR=dir` starts each service with V8's CPU profiler, which writes a
 * `.cpuprofile` per process into `dir` when it stops (open it in Chrome's DevTools). Sampled
 * every 0.5 ms rather than every 1 ms, so a bench's minute has enough samples per function.
 */
function profiling(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=500'] : [];
}
