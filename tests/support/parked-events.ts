import { randomUUID } from 'node:crypto';
import type { Employee, EventEnvelope, ServiceName } from '@tna/contracts';
import { createServiceDataSource, parkEvents } from '@tna/platform';

/** A clocking of `employee` as ingestion sends it; `clockedAt` as given, so a test can send one the time engine cannot take. */
export function clockingReceivedOf(employee: Pick<Employee, 'id' | 'employeeNumber'>, clockedAt: string): EventEnvelope<'ClockingReceived'> {
  return {
    id: randomUUID(),
    type: 'ClockingReceived',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: employee.id,
    payload: { clockingID: randomUUID(), employeeID: employee.id, employeeNumber: employee.employeeNumber, scannerID: null, clockedAt, direction: null, source: 'manual' },
  };
}

/** Parks `events` for `consumer` in `service`'s schema of the product's database, as that service's transport parks them, in one transaction. */
export async function parkInService(databaseUrl: string, service: ServiceName, consumer: string, parked: readonly { events: EventEnvelope[]; reason: string }[]): Promise<void> {
  const dataSource = createServiceDataSource({ service, url: databaseUrl, entities: [], migrations: [] });
  await dataSource.initialize();
  try {
    await dataSource.transaction(async (manager) => {
      for (const { events, reason } of parked) await parkEvents(manager, consumer, events, reason);
    });
  } finally {
    await dataSource.destroy();
  }
}
