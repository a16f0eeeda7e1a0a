import { TOPICS, type EventEnvelope } from '@tna/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { ServiceRuntime } from '@tna/platform';
import { RecordClockingsCommand } from '../commands/record-clockings/record-clockings.command';

/** ClockingReceived batches from the bus become the command an in-process caller would send. */
export async function subscribeToClockings(runtime: ServiceRuntime, commandBus: CommandBus): Promise<void> {
  await runtime.bus.subscribe('time-engine', [TOPICS.clockingsReceived], async (events: EventEnvelope[]) => {
    const clockings = events.filter((event): event is EventEnvelope<'ClockingReceived'> => event.type === 'ClockingReceived');
    if (clockings.length > 0) await commandBus.execute(new RecordClockingsCommand(clockings));
  });
}
