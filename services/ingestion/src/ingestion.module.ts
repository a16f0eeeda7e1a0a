import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { ClockingsController } from './clockings/clockings.controller';
import { RecordManualClockingHandler } from './clockings/commands/record-manual-clocking/record-manual-clocking.handler';
import { ReceiveAttendanceLogHandler } from './zk-push/commands/receive-attendance-log/receive-attendance-log.handler';
import { ReceiveOperationLogHandler } from './zk-push/commands/receive-operation-log/receive-operation-log.handler';
import { ZkPushController } from './zk-push/zk-push.controller';
import { ReceiveCommandResultsHandler } from './reader-commands/commands/receive-command-results/receive-command-results.handler';
import { SendReaderCommandsHandler } from './reader-commands/commands/send-reader-commands/send-reader-commands.handler';
import { TakeReaderCommandsHandler } from './reader-commands/commands/take-reader-commands/take-reader-commands.handler';
import { ReaderCommandsController } from './reader-commands/reader-commands.controller';
import { ReaderPollsController } from './reader-commands/reader-polls.controller';
import { ZkPullScheduler } from './zk-pull/jobs/zk-pull.scheduler';

const TOKEN = runtimeToken('ingestion');

/** Readers in, ClockingReceived out: the ZK push receiver, the pull of TCP readers, commands to readers and operator-entered clockings. */
@Module({})
export class IngestionModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly pulls: ZkPullScheduler) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: IngestionModule,
      controllers: [ZkPushController, ClockingsController, ReaderPollsController, ReaderCommandsController],
      providers: [{ provide: TOKEN, useValue: runtime }, ReceiveAttendanceLogHandler, ReceiveOperationLogHandler, RecordManualClockingHandler, SendReaderCommandsHandler, TakeReaderCommandsHandler, ReceiveCommandResultsHandler, { provide: ZkPullScheduler, useFactory: () => new ZkPullScheduler(runtime) }],
    };
  }

  onApplicationBootstrap(): void {
    this.pulls.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pulls.stop();
  }
}
