import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AdjustmentsController } from './adjustments/adjustments.controller';
import { CreateAdjustmentHandler } from './adjustments/commands/create-adjustment/create-adjustment.handler';
import { CreateShiftAdjustmentHandler } from './adjustments/commands/create-shift-adjustment/create-shift-adjustment.handler';
import { DeleteAdjustmentHandler } from './adjustments/commands/delete-adjustment/delete-adjustment.handler';
import { DeleteShiftAdjustmentHandler } from './adjustments/commands/delete-shift-adjustment/delete-shift-adjustment.handler';
import { RecordClockingsHandler } from './clockings/commands/record-clockings/record-clockings.handler';
import { ClockingReceivedConsumer } from './clockings/events/clocking-received.consumer';
import { ApplyHoursAuthorisationHandler } from './hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.handler';
import { HoursAuthorisationChangedConsumer } from './hours-authorisation/events/hours-authorisation-changed.consumer';
import { AddManualClockingHandler } from './manual-clockings/commands/add-manual-clocking/add-manual-clocking.handler';
import { DeleteClockingHandler } from './manual-clockings/commands/delete-clocking/delete-clocking.handler';
import { ApplyLeaveDaysHandler } from './leave-days/commands/apply-leave-days/apply-leave-days.handler';
import { PlanLeaveDaysHandler } from './leave-days/commands/plan-leave-days/plan-leave-days.handler';
import { LeaveDaysChangedConsumer } from './leave-days/events/leave-days-changed.consumer';
import { ApplyHoursExportHandler } from './hours-export/commands/apply-hours-export/apply-hours-export.handler';
import { HoursExportChangedConsumer } from './hours-export/events/hours-export-changed.consumer';
import { LeaveDaysController } from './leave-days/leave-days.controller';
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
import { ChangeDayOrgHandler } from './shift-controls/commands/change-day-org/change-day-org.handler';
import { DeleteReprocessClockingsHandler } from './shift-controls/commands/delete-reprocess-clockings/delete-reprocess-clockings.handler';
import { FILOSwitchOnOffHandler } from './shift-controls/commands/filo-switch-on-off/filo-switch-on-off.handler';
import { ReprocessClockingsJob } from './shift-controls/jobs/reprocess-clockings.job';
import { ShiftControlsController } from './shift-controls/shift-controls.controller';
import { TodaysDaysJob } from './todays-days/jobs/todays-days.job';
import { PlanWorkRosterHandler } from './work-roster/commands/plan-work-roster/plan-work-roster.handler';
import { WorkRosterController } from './work-roster/work-roster.controller';

const TOKEN = runtimeToken('time-engine');

/** Clockings in, calculated shifts out; recalculation on request and when payroll authorises hours. */
@Module({})
export class TimeEngineModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: JobRunner) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: TimeEngineModule,
      controllers: [ClockingReceivedConsumer, HoursAuthorisationChangedConsumer, HoursExportChangedConsumer, LeaveDaysChangedConsumer, LeaveDaysController, ShiftsController, ShiftChangesController, AdjustmentsController, ShiftControlsController, ManualClockingsController, JobsController, WorkRosterController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: RECALC_SYNC_LIMIT, useValue: recalcSyncLimitFrom(process.env) },
        // Provided, so the command controllers can start a job they scheduled at once.
        { provide: JobRunner, useFactory: () => new JobRunner(runtime, [new ScheduledRecalculationJob(runtime), new OpenDaysJob(runtime), new ReprocessClockingsJob(runtime), new TodaysDaysJob(runtime)]) },
        RecordClockingsHandler,
        RecalcTimeValuesHandler,
        RecalcAutoShiftHandler,
        ChangeShiftHandler,
        WorkCycleChangeHandler,
        LockUnlockShiftHandler,
        DeleteReprocessClockingsHandler,
        FILOSwitchOnOffHandler,
        ChangeDayOrgHandler,
        ApplyHoursAuthorisationHandler,
        CreateAdjustmentHandler,
        DeleteAdjustmentHandler,
        CreateShiftAdjustmentHandler,
        DeleteShiftAdjustmentHandler,
        AddManualClockingHandler,
        DeleteClockingHandler,
        ApplyLeaveDaysHandler,
        ApplyHoursExportHandler,
        PlanLeaveDaysHandler,
        PlanWorkRosterHandler,
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
