import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { RecordClockingsHandler } from './clockings/commands/record-clockings/record-clockings.handler';
import { ClockingReceivedConsumer } from './clockings/events/clocking-received.consumer';
import { ApplyHoursAuthorisationHandler } from './hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.handler';
import { HoursAuthorisationChangedConsumer } from './hours-authorisation/events/hours-authorisation-changed.consumer';
import { AddManualClockingHandler } from './manual-clockings/commands/add-manual-clocking/add-manual-clocking.handler';
import { DeleteClockingHandler } from './manual-clockings/commands/delete-clocking/delete-clocking.handler';
import { ManualClockingsController } from './manual-clockings/manual-clockings.controller';
import { OpenDaysJob } from './recalculation/open-days.job';
import { JobsController } from './recalculation/jobs.controller';
import { ScheduledRecalculationJob } from './recalculation/scheduled-recalculation.job';
import { ChangeShiftHandler } from './shift-changes/commands/change-shift/change-shift.handler';
import { LockUnlockShiftHandler } from './shift-changes/commands/lock-unlock-shift/lock-unlock-shift.handler';
import { WorkCycleChangeHandler } from './shift-changes/commands/work-cycle-change/work-cycle-change.handler';
import { ShiftChangesController } from './shift-changes/shift-changes.controller';
import { RecalcAutoShiftHandler } from './shifts/commands/recalc-auto-shift/recalc-auto-shift.handler';
import { RecalcTimeValuesHandler } from './shifts/commands/recalc-time-values/recalc-time-values.handler';
import { RECALC_SYNC_LIMIT, recalcSyncLimitFrom } from './shifts/recalc-sync-limit.const';
import { ShiftsController } from './shifts/shifts.controller';

const TOKEN = runtimeToken('time-engine');

/** Clockings in, calculated shifts out; recalculation on request and when payroll authorises hours. */
@Module({})
export class TimeEngineModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: TimeEngineModule,
      controllers: [ClockingReceivedConsumer, HoursAuthorisationChangedConsumer, ShiftsController, ShiftChangesController, ManualClockingsController, JobsController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: RECALC_SYNC_LIMIT, useValue: recalcSyncLimitFrom(process.env) },
        // Provided, so the command controllers can start a job they scheduled at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new ScheduledRecalculationJob(runtime), new OpenDaysJob(runtime)]) },
        RecordClockingsHandler,
        RecalcTimeValuesHandler,
        RecalcAutoShiftHandler,
        ChangeShiftHandler,
        WorkCycleChangeHandler,
        LockUnlockShiftHandler,
        ApplyHoursAuthorisationHandler,
        AddManualClockingHandler,
        DeleteClockingHandler,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
