import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { ClockingFilesController } from './clocking-files/clocking-files.controller';
import { UploadClockingFileHandler } from './clocking-files/commands/upload-clocking-file/upload-clocking-file.handler';
import { ClockingFileImportJob } from './clocking-files/jobs/clocking-file-import.job';
import { ClockingsController } from './clockings/clockings.controller';
import { JobsController } from './jobs/jobs.controller';
import { RecordManualClockingHandler } from './clockings/commands/record-manual-clocking/record-manual-clocking.handler';
import { ReceiveAttendanceLogHandler } from './zk-push/commands/receive-attendance-log/receive-attendance-log.handler';
import { ReceiveOperationLogHandler } from './zk-push/commands/receive-operation-log/receive-operation-log.handler';
import { ZkPushController } from './zk-push/zk-push.controller';
import { ReceiveCommandResultsHandler } from './reader-commands/commands/receive-command-results/receive-command-results.handler';
import { SendReaderCommandsHandler } from './reader-commands/commands/send-reader-commands/send-reader-commands.handler';
import { CancelReaderCommandsHandler } from './reader-commands/commands/cancel-reader-commands/cancel-reader-commands.handler';
import { TakeReaderCommandsHandler } from './reader-commands/commands/take-reader-commands/take-reader-commands.handler';
import { ReaderCommandsController } from './reader-commands/reader-commands.controller';
import { ReaderPollsController } from './reader-commands/reader-polls.controller';
import { ZkPullScheduler } from './zk-pull/jobs/zk-pull.scheduler';

const TOKEN = runtimeToken('ingestion');

/** Readers in, ClockingReceived out: the ZK push receiver, the pull of TCP readers, commands to readers, operator-entered clockings and clocking files (imported by the service's job runner). */
@Module({})
export class IngestionModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly jobs: JobRunner,
    private readonly pulls: ZkPullScheduler,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: IngestionModule,
      controllers: [ZkPushController, ClockingsController, ClockingFilesController, ReaderPollsController, ReaderCommandsController, JobsController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        // Provided, so a command controller can start the job it queued at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new ClockingFileImportJob(runtime)]) },
        ReceiveAttendanceLogHandler,
        ReceiveOperationLogHandler,
        RecordManualClockingHandler,
        UploadClockingFileHandler,
        SendReaderCommandsHandler,
        CancelReaderCommandsHandler,
        TakeReaderCommandsHandler,
        ReceiveCommandResultsHandler,
        { provide: ZkPullScheduler, useFactory: () => new ZkPullScheduler(runtime) },
      ],
    };
  }

  onApplicationBootstrap(): void {
    this.jobs.start();
    this.pulls.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.jobs.stop(), this.pulls.stop()]);
  }
}
