import { ApiClient } from '../../support/api-client';
import { createTestDatabase, type TestDatabase } from '../../support/postgres';
import { assertBuilt, freePort, ServiceProcess } from '../../support/processes';
import { adminPasswordOf, templateDatabase } from '../../support/product-templates';

/**
 * The product in embedded mode (every service in one process, in-process bus) with the security
 * settings a test needs, on a fresh database of the test PostgreSQL server.
 */
export interface SecuredProduct {
  url: string;
  adminPassword: string;
  process: ServiceProcess;
  database: TestDatabase;
  /** A client logged in as the administrator. */
  admin: ApiClient;
  stop(): Promise<void>;
}

export async function startSecuredProduct(label: string, env: Record<string, string> = {}): Promise<SecuredProduct> {
  assertBuilt();
  const template = templateDatabase();
  const database = await createTestDatabase(label, template);
  const adminPassword = adminPasswordOf(label, template !== undefined);
  const process = new ServiceProcess(
    `security-${label}`,
    ['services/dist/main/embedded.js'],
    { DATABASE_URL: database.url, KAFKA_BROKERS: '', TNA_ADMIN_PASSWORD: adminPassword, TNA_TIME_ZONE: 'Africa/Johannesburg', ...env },
    await freePort(),
  );
  process.start();
  try {
    await process.waitHealthy();
  } catch (error) {
    await database.drop();
    throw new Error(`${String(error)}\n${process.logTail()}`);
  }
  const admin = new ApiClient(process.url);
  await admin.login('admin', adminPassword);
  return {
    url: process.url,
    adminPassword,
    process,
    database,
    admin,
    stop: async () => {
      await process.stop();
      await database.drop();
    },
  };
}
