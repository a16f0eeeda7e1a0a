import { TOPICS, type EventEnvelope } from '@tna/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { ServiceRuntime } from '@tna/platform';
import { RecordClockingCommand } from '../commands/record-clocking/record-clocking.command';

/** ClockingReceived from the bus becomes the same command an in-process caller would send. */
export async function subscribeToClockings(runtime: ServiceRuntime, commandBus: CommandBus): Promise<void> {
  await runtime.bus.subscribe('time-engine', [TOPICS.clockingsReceived], async (event: EventEnvelope) => {
    if (event.type !== 'ClockingReceived') return;
    await commandBus.execute(new RecordClockingCommand(event as EventEnvelope<'ClockingReceived'>));
  });
}
