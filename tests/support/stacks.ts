import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { KAFKA_BROKERS, deleteNamespaceTopics, requireKafka, startOwnBroker, testNamespace, type OwnBroker } from './kafka';
import { createTestDatabase, type TestDatabase } from './postgres';
import { startDistributedStack, startEmbeddedProduct, type DistributedStack, type ServiceProcess } from './processes';
import { adminPasswordOf, copyTemplateCluster, templateCluster, templateDatabase } from './product-templates';

export type Mode = 'embedded' | 'distributed';

/** The product as a user reaches it, in either mode: where the api and the readers' endpoint are. */
export interface RunningProduct {
  mode: Mode;
  apiUrl: string;
  readerUrl: string;
  adminPassword: string;
  /** Distributed mode's Kafka namespace, for tests that read the topics. */
  namespace?: string;
  /** The product's database, for benches that add tables of their own and tests that run a service's code on it. */
  databaseUrl: string;
  processes: ServiceProcess[];
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * `servicesReach` gives the address the services are to use for distributed mode's database (a
 * proxy in front of it, say); the test's own `query` uses the database's.
 */
export async function startProduct(mode: Mode, label: string, env: Record<string, string> = {}, servicesReach?: (databaseUrl: string) => Promise<string>): Promise<RunningProduct> {
  if (mode === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tna-${label}-`));
    const template = templateCluster();
    const adminPassword = adminPasswordOf(label, template !== undefined);
    const product = await (async () => {
      if (template) copyTemplateCluster(template, dataDir);
      return startEmbeddedProduct({ dataDir, adminPassword, env });
    })().catch((error: unknown) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    const client = new Client({ connectionString: product.databaseUrl });
    // A test may stop the product's process, and its server with it, before the product.
    client.on('error', () => undefined);
    await client.connect();
    return {
      mode,
      apiUrl: product.process.url,
      readerUrl: product.process.url,
      adminPassword,
      databaseUrl: product.databaseUrl,
      processes: [product.process],
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      stop: async () => {
        await client.end();
        await product.process.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  await requireKafka();
  const template = templateDatabase();
  const adminPassword = adminPasswordOf(label, template !== undefined);
  const database = await createTestDatabase(label, template);
  const namespace = testNamespace(label);
  // A stack that does not come up leaves nothing behind for the caller, who has nothing to stop.
  const start = async () => startDistributedStack({ databaseUrl: (await servicesReach?.(database.url)) ?? database.url, brokers: KAFKA_BROKERS, namespace, adminPassword, env });
  const stack = await start().catch(async (error: unknown) => {
    await database.drop().catch(() => undefined);
    await deleteNamespaceTopics(namespace).catch(() => undefined);
    throw error;
  });
  return {
    mode,
    namespace,
    databaseUrl: database.url,
    apiUrl: stack.api.url,
    readerUrl: stack.ingestion.url,
    adminPassword,
    processes: stack.all,
    query: database.query,
    stop: async () => {
      await stack.stop();
      await database.drop();
      await deleteNamespaceTopics(namespace);
    },
  };
}

/** Distributed mode on a broker of its own, for tests that stop it, with a database of its own. */
export interface StackWithOwnBroker {
  broker: OwnBroker;
  database: TestDatabase;
  stack: DistributedStack;
  adminPassword: string;
  stop(): Promise<void>;
}

export async function startStackWithOwnBroker(label: string, env: Record<string, string> = {}): Promise<StackWithOwnBroker> {
  const template = templateDatabase();
  const adminPassword = adminPasswordOf(label, template !== undefined);
  const broker = await startOwnBroker(label);
  let database: TestDatabase | undefined;
  try {
    database = await createTestDatabase(label, template);
    const stack = await startDistributedStack({ databaseUrl: database.url, brokers: broker.brokers, namespace: testNamespace(label), adminPassword, env });
    const started = database;
    return {
      broker,
      database,
      stack,
      adminPassword,
      stop: async () => {
        await stack.stop();
        await started.drop();
        await broker.remove();
      },
    };
  } catch (error) {
    await database?.drop();
    await broker.remove();
    throw error;
  }
}
