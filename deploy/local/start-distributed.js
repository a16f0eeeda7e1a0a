#!/usr/bin/env node
// `npm run start:distributed`: every service as its own process against Kafka and PostgreSQL,
// logs prefixed by service, Ctrl-C stops them all. Start Kafka first: deploy/local/kafka.sh start.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { Client } = require('pg');

const repo = path.resolve(__dirname, '../..');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tna';
const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
/** How long the start waits for every service's readiness before it names those still waiting (TNA_START_READY_SECONDS). */
const readySeconds = Number(process.env.TNA_START_READY_SECONDS) > 0 ? Number(process.env.TNA_START_READY_SECONDS) : 60;
const defaultPorts = [
  ['api', 8080],
  ['ingestion', 8081],
  ['time-engine', 8082],
  ['leave', 8083],
  ['payroll', 8084],
  ['alerts', 8085],
];
/** `PORT_<SERVICE>` moves a service (PORT_API, PORT_TIME_ENGINE, …); the service's entry reads the same variable. */
const portVariable = (name) => `PORT_${name.toUpperCase().replace('-', '_')}`;
const services = defaultPorts.map(([name, port]) => [name, Number(process.env[portVariable(name)] || port)]);

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}

/** A child that exited or was ended by a signal. */
const hasEnded = (child) => child.exitCode !== null || child.signalCode !== null;

function start(name, port) {
  const child = spawn(process.execPath, [`services/dist/${name}/src/main.js`], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: databaseUrl, KAFKA_BROKERS: brokers, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${name.padEnd(11)} | `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

/** Up once `/health/live` answers: the service has migrated its database and listens; it may still wait for the broker. */
async function waitLive(name, port, child) {
  for (let i = 0; i < 240; i++) {
    if (hasEnded(child)) throw new Error(`${name} stopped before it answered /health/live on port ${port}; its log is above`);
    if (await answers(port, '/health/live')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer /health/live on port ${port} within 60 s`);
}

/**
 * The services whose readiness (`/health`) is still 503 after `seconds`: each waits for a
 * dependency (the broker, say). Ends early when Ctrl-C stops them; a service that exits meanwhile fails the start.
 */
async function notReadyAfter(seconds, started) {
  let waiting = started;
  for (let i = 0; i < seconds * 4 && waiting.length > 0 && !stopping; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const gone = waiting.find(([, , child]) => hasEnded(child));
    if (gone && !stopping) throw new Error(`${gone[0]} stopped after it answered /health/live; its log is above`);
    const ready = await Promise.all(waiting.map(([, port]) => answers(port, '/health')));
    waiting = waiting.filter((_, at) => !ready[at]);
  }
  return waiting.map(([name]) => name);
}

async function answers(port, route) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${route}`)).status === 200;
  } catch {
    return false; // not listening yet
  }
}

const children = [];
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) if (!hasEnded(child)) child.kill('SIGTERM');
};
const exited = (child) => (hasEnded(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

async function main() {
  await ensureDatabase();
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  // The api migrates first: the others read the views it publishes.
  const [apiName, apiPort] = services[0];
  const api = start(apiName, apiPort);
  children.push(api);
  await waitLive(apiName, apiPort, api);
  const others = services.slice(1).map(([name, port]) => [name, port, start(name, port)]);
  children.push(...others.map(([, , child]) => child));
  await Promise.all(others.map(([name, port, child]) => waitLive(name, port, child)));
  const readerPort = services.find(([name]) => name === 'ingestion')[1];
  // A broker that is away does not stop the start: uploads are taken and kept, and published when it comes.
  const waiting = await notReadyAfter(readySeconds, [[apiName, apiPort, api], ...others]);
  if (stopping) return void (await Promise.all(children.map(exited)));
  process.stdout.write(`\n  All services are up: console and API at http://localhost:${apiPort}, readers push to http://<this host>:${readerPort}/iclock/\n`);
  if (waiting.length > 0) process.stdout.write(`  Not ready yet, each one's /health says why (most often the broker is away; uploads are kept meanwhile): ${waiting.join(', ')}\n`);
  process.stdout.write('\n');
  await Promise.all(children.map(exited));
}

main().catch(async (error) => {
  console.error(error.message ?? error);
  // Nothing half-started stays behind: a failed start stops every service it started.
  stopAll();
  await Promise.all(children.map(exited));
  process.exit(1);
});
