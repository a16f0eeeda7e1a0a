import { TOPICS, type EventEnvelope } from '@tna/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { ServiceRuntime } from '@tna/platform';
import { ApplyHoursAuthorisationCommand } from '../commands/apply-hours-authorisation/apply-hours-authorisation.command';

/** Payroll's HoursAuthorisationChanged batches, in a consumer group of their own beside the clockings'. */
export async function subscribeToHoursAuthorisation(runtime: ServiceRuntime, commandBus: CommandBus): Promise<void> {
  await runtime.bus.subscribe('time-engine-hours-authorisation', [TOPICS.hoursAuthorisationChanged], async (events: EventEnvelope[]) => {
    const changes = events.filter((event): event is EventEnvelope<'HoursAuthorisationChanged'> => event.type === 'HoursAuthorisationChanged');
    if (changes.length > 0) await commandBus.execute(new ApplyHoursAuthorisationCommand(changes));
  });
}
