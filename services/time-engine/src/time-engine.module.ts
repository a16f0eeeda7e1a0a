import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { RecordClockingsHandler } from './clockings/commands/record-clockings/record-clockings.handler';
import { ClockingReceivedConsumer } from './clockings/events/clocking-received.consumer';
import { ApplyHoursAuthorisationHandler } from './hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.handler';
import { HoursAuthorisationChangedConsumer } from './hours-authorisation/events/hours-authorisation-changed.consumer';
import { OpenDaysJob } from './recalculation/open-days.job';
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
  private readonly openDays: OpenDaysJob;

  constructor(
    @Inject(TOKEN) runtime: ServiceRuntime,
    private readonly scheduled: ScheduledRecalculationJob,
  ) {
    this.openDays = new OpenDaysJob(runtime);
  }

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: TimeEngineModule,
      controllers: [ClockingReceivedConsumer, HoursAuthorisationChangedConsumer, ShiftsController, ShiftChangesController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: RECALC_SYNC_LIMIT, useValue: recalcSyncLimitFrom(process.env) },
        // Provided, so the command controllers can start it on a request they scheduled.
        { provide: ScheduledRecalculationJob, useFactory: () => new ScheduledRecalculationJob(runtime) },
        RecordClockingsHandler,
        RecalcTimeValuesHandler,
        RecalcAutoShiftHandler,
        ChangeShiftHandler,
        WorkCycleChangeHandler,
        LockUnlockShiftHandler,
        ApplyHoursAuthorisationHandler,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    this.scheduled.start();
    this.openDays.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduled.stop();
    await this.openDays.stop();
  }
}
