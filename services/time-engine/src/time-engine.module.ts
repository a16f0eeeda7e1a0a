import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { RecordClockingsHandler } from './clockings/commands/record-clockings/record-clockings.handler';
import { subscribeToClockings } from './clockings/events/clocking-received.consumer';

const TOKEN = runtimeToken('time-engine');

/** Clockings in, calculated shifts out. */
@Module({})
export class TimeEngineModule implements OnApplicationBootstrap {
  constructor(
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
    private readonly commandBus: CommandBus,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: TimeEngineModule, providers: [{ provide: TOKEN, useValue: runtime }, RecordClockingsHandler] };
  }

  async onApplicationBootstrap(): Promise<void> {
    await subscribeToClockings(this.runtime, this.commandBus);
  }
}
