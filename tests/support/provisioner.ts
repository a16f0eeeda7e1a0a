/**
 * Gives `npm test` what it needs on a bare machine: probes the machine, logs the plan
 * (provisioning.ts) in one line, installs missing system packages, starts PostgreSQL and Kafka
 * where none answers, and stops at the end only what it started.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { KAFKA_BROKERS } from './kafka-address';
import { POSTGRES_ADMIN_URL } from './postgres';
import { describePlan, firstBroker, planPackages, planServices, type MachineFacts, type PackageFacts, type ServiceChoice } from './provisioning';

/** Data of the servers npm test starts itself, in the repository (git-ignored). */
const SERVICES_DIR = 'tests/.services';
/** As tests/browser/support/browser.ts launches it (that module needs vitest's runner to load). */
const CHROMIUM = '/usr/bin/chromium';
const PROBE_TIMEOUT_MS = 1000;
/** The port @testcontainers/kafka advertises to clients on the host. */
const KAFKA_CONTAINER_PORT = 9093;

export interface Provisioned {
  /** TNA_TEST_POSTGRES_URL and KAFKA_BROKERS for the test run. */
  env: Record<string, string>;
  /** Stops what this run started, nothing else; safe to call twice. */
  stop(): Promise<void>;
}

/** A TCP connection accepted in time: enough to tell a running server from none. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: PROBE_TIMEOUT_MS });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** The places a Docker engine listens, as the Docker CLI and testcontainers look for them. */
function dockerEndpoints(): http.RequestOptions[] {
  const dockerHost = process.env.DOCKER_HOST;
  if (dockerHost?.startsWith('unix://')) return [{ socketPath: dockerHost.slice('unix://'.length) }];
  if (dockerHost?.startsWith('tcp://')) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    return [{ host: url.hostname, port: Number(url.port || 2375) }];
  }
  const sockets = ['/var/run/docker.sock', path.join(os.homedir(), '.docker/run/docker.sock')];
  if (process.env.XDG_RUNTIME_DIR) sockets.push(path.join(process.env.XDG_RUNTIME_DIR, 'docker.sock'));
  return sockets.filter((socket) => fs.existsSync(socket)).map((socketPath) => ({ socketPath }));
}

function dockerPing(endpoint: http.RequestOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ ...endpoint, path: '/_ping', timeout: PROBE_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

async function dockerEngineRuns(): Promise<boolean> {
  const pings = await Promise.all(dockerEndpoints().map(dockerPing));
  return pings.includes(true);
}

async function probeMachine(): Promise<MachineFacts> {
  const url = POSTGRES_ADMIN_URL;
  const brokers = KAFKA_BROKERS;
  const postgres = new URL(url);
  const broker = firstBroker(brokers);
  const [postgresAnswers, kafkaAnswers, dockerEngine] = await Promise.all([
    answers(postgres.hostname, Number(postgres.port || 5432)),
    answers(broker.host, broker.port),
    dockerEngineRuns(),
  ]);
  return {
    postgres: { url, answers: postgresAnswers },
    kafka: { brokers, answers: kafkaAnswers },
    dockerEngine,
    dockerAllowed: process.env.TNA_TEST_DOCKER !== '0',
  };
}

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const onPath = (program: string) => succeeds('sh', ['-c', `command -v ${program}`]);

function kafkaJarsCached(repo: string): boolean {
  const pom = fs.readFileSync(path.join(repo, 'deploy/local/kafka/pom.xml'), 'utf8');
  const version = /<kafka\.version>(.*)<\/kafka\.version>/.exec(pom)?.[1];
  const cache = process.env.TNA_CACHE_DIR || path.join(os.homedir(), '.cache/tna');
  return fs.existsSync(path.join(cache, `kafka-${version}`, 'libs/.complete'));
}

function packageFacts(repo: string, startsKafka: boolean): PackageFacts {
  const root = os.userInfo().uid === 0;
  return {
    chromium: fs.existsSync(CHROMIUM),
    java: (process.env.JAVA_HOME !== undefined && fs.existsSync(path.join(process.env.JAVA_HOME, 'bin/java'))) || onPath('java'),
    mvn: onPath('mvn'),
    kafkaJarsCached: startsKafka && kafkaJarsCached(repo),
    startsKafka,
    aptGet: onPath('apt-get'),
    privilege: root ? 'root' : onPath('sudo') && succeeds('sudo', ['-n', 'true']) ? 'sudo' : 'none',
    installAllowed: process.env.TNA_TEST_INSTALL !== '0',
  };
}

/** A port nothing listens on, from the operating system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function runScript(repo: string, command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`))));
  });
}

interface Started {
  value: string;
  stop(): Promise<void>;
}

async function startPostgres(repo: string, choice: ServiceChoice): Promise<Started | undefined> {
  if (choice.use === 'project') {
    // Loaded only here, to keep a run on a prepared machine fast; the one file, not the
    // @tna/platform index, which would load NestJS and the whole bus for one function.
    const { startEmbeddedDatabase } = await import('../../services/libs/platform/src/database/embedded-database');
    const { default: pino } = await import('pino');
    // Kept between runs: the cluster is made once; tests make and drop their own databases in it.
    const database = await startEmbeddedDatabase(path.join(repo, SERVICES_DIR, 'postgres'), await freePort(), pino({ level: 'warn' }));
    const admin = new URL(database.url);
    admin.pathname = '/postgres';
    return { value: admin.toString(), stop: database.stop };
  }
  if (choice.use === 'testcontainers') {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16').withUsername('postgres').withPassword('postgres').withDatabase('postgres').start();
    return { value: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  }
  return undefined;
}

async function startKafka(repo: string, choice: ServiceChoice, brokers: string): Promise<Started | undefined> {
  const kafkaSh = path.join(repo, 'deploy/local/kafka.sh');
  if (choice.use === 'project') {
    const { host, port } = firstBroker(brokers);
    // A folder of its own, formatted afresh: a controller port chosen anew each run cannot reuse
    // a quorum formatted with another, and test topics are throwaway anyway.
    const env = { KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(await freePort()), KAFKA_DATA_DIR: path.join(repo, SERVICES_DIR, `kafka-${port}`) };
    fs.rmSync(env.KAFKA_DATA_DIR, { recursive: true, force: true });
    await runScript(repo, kafkaSh, ['start'], env);
    return {
      value: `${host}:${port}`,
      stop: async () => {
        await runScript(repo, kafkaSh, ['stop'], env);
        fs.rmSync(env.KAFKA_DATA_DIR, { recursive: true, force: true });
      },
    };
  }
  if (choice.use === 'testcontainers') {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    // Confluent's image from 8.0 on is Apache Kafka 4 in KRaft mode, which the module configures itself.
    const container = await new KafkaContainer('confluentinc/cp-kafka:8.0.0').withEnvironment({ KAFKA_NUM_PARTITIONS: '6' }).start();
    return { value: `${container.getHost()}:${container.getMappedPort(KAFKA_CONTAINER_PORT)}`, stop: async () => void (await container.stop()) };
  }
  return undefined;
}

export interface Prepared {
  /** Starts the servers nobody answers for; what it started is stopped by stop(), also when a start fails. */
  start(): Promise<Provisioned>;
}

/** Probes, logs the plan, installs missing packages; throws one line for the user when the run cannot go on. */
export async function prepare(repo: string, log: (line: string) => void): Promise<Prepared> {
  const facts = await probeMachine();
  const plan = planServices(facts);
  log(describePlan(facts, plan));
  for (const choice of [plan.postgres, plan.kafka]) if (choice.use === 'none') throw new Error(choice.why);

  // Always true: the broker-outage fault test starts a broker of its own even when one answers.
  const packages = planPackages(packageFacts(repo, true));
  if ('refuse' in packages) throw new Error(packages.refuse);
  if ('commands' in packages) {
    log(`installing ${packages.install.join(' ')} with apt-get (TNA_TEST_INSTALL=0 forbids it)`);
    for (const [command, ...args] of packages.commands) await runScript(repo, command, args, {});
  }

  return {
    start: async () => {
      const started: Started[] = [];
      const stop = async () => {
        for (const service of started.splice(0).reverse()) await service.stop().catch((error) => log(`could not stop a test service: ${String(error)}`));
      };
      // Both start at once; when one fails, the other is still awaited and stopped.
      const results = await Promise.allSettled([startPostgres(repo, plan.postgres), startKafka(repo, plan.kafka, facts.kafka.brokers)]);
      const [postgres, kafka] = results.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
      started.push(...[postgres, kafka].filter((service): service is Started => service !== undefined));
      const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failure) {
        await stop();
        throw failure.reason;
      }
      return { env: { TNA_TEST_POSTGRES_URL: postgres?.value ?? facts.postgres.url, KAFKA_BROKERS: kafka?.value ?? facts.kafka.brokers }, stop };
    },
  };
}
