import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeToken, serveCommands, type ServiceRuntime } from '@tna/platform';
import type { CreateRawClockingRequest } from '@tna/contracts';
import { RecordManualClockingCommand } from './clockings/commands/record-manual-clocking/record-manual-clocking.command';
import { RecordManualClockingHandler } from './clockings/commands/record-manual-clocking/record-manual-clocking.handler';
import { ReceiveAttendanceLogHandler } from './zk-push/commands/receive-attendance-log/receive-attendance-log.handler';
import { ReceiveOperationLogHandler } from './zk-push/commands/receive-operation-log/receive-operation-log.handler';
import { ZkPushController } from './zk-push/zk-push.controller';

const TOKEN = runtimeToken('ingestion');

/** Readers in, ClockingReceived out: the ZK push receiver and operator-entered clockings. */
@Module({})
export class IngestionModule implements OnApplicationBootstrap {
  constructor(
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
    private readonly commandBus: CommandBus,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: IngestionModule,
      controllers: [ZkPushController],
      providers: [{ provide: TOKEN, useValue: runtime }, ReceiveAttendanceLogHandler, ReceiveOperationLogHandler, RecordManualClockingHandler],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    await serveCommands(this.runtime.bus, 'ingestion', this.runtime.dataSource, {
      CreateRawClocking: (command) =>
        this.commandBus.execute(new RecordManualClockingCommand(command.payload as CreateRawClockingRequest, command.actor ?? { kind: 'system', id: 'unknown' })),
    }, this.runtime.logger);
  }
}
