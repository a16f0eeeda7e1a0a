import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type {
  Actor,
  ChangeShiftRequest,
  CommandEnvelope,
  LockUnlockShiftRequest,
  RecalcRequest,
  RecalcResult,
  WorkCycleChangeRequest,
} from '@tna/contracts';
import { cancelJobExecutor, JobRunner, runtimeToken, serveCommands, type CommandExecutor, type ServiceRuntime } from '@tna/platform';
import { RecordClockingsHandler } from './clockings/commands/record-clockings/record-clockings.handler';
import { subscribeToClockings } from './clockings/events/clocking-received.consumer';
import { ApplyHoursAuthorisationHandler } from './hours-authorisation/commands/apply-hours-authorisation/apply-hours-authorisation.handler';
import { subscribeToHoursAuthorisation } from './hours-authorisation/events/hours-authorisation-changed.consumer';
import { OpenDaysJob } from './recalculation/open-days.job';
import { ScheduledRecalculationJob } from './recalculation/scheduled-recalculation.job';
import { ChangeShiftCommand } from './shift-changes/commands/change-shift/change-shift.command';
import { ChangeShiftHandler } from './shift-changes/commands/change-shift/change-shift.handler';
import { LockUnlockShiftCommand } from './shift-changes/commands/lock-unlock-shift/lock-unlock-shift.command';
import { LockUnlockShiftHandler } from './shift-changes/commands/lock-unlock-shift/lock-unlock-shift.handler';
import { WorkCycleChangeCommand } from './shift-changes/commands/work-cycle-change/work-cycle-change.command';
import { WorkCycleChangeHandler } from './shift-changes/commands/work-cycle-change/work-cycle-change.handler';
import { RecalcAutoShiftCommand } from './shifts/commands/recalc-auto-shift/recalc-auto-shift.command';
import { RecalcAutoShiftHandler } from './shifts/commands/recalc-auto-shift/recalc-auto-shift.handler';
import { RecalcTimeValuesCommand } from './shifts/commands/recalc-time-values/recalc-time-values.command';
import { RecalcTimeValuesHandler } from './shifts/commands/recalc-time-values/recalc-time-values.handler';
import { RECALC_SYNC_LIMIT, recalcSyncLimitFrom } from './shifts/recalc-sync-limit.const';

const TOKEN = runtimeToken('time-engine');

/** Clockings in, calculated shifts out; recalculation on request and when payroll authorises hours. */
@Module({})
export class TimeEngineModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly jobs: JobRunner;

  constructor(
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
    private readonly commandBus: CommandBus,
  ) {
    this.jobs = new JobRunner(runtime, [new ScheduledRecalculationJob(runtime), new OpenDaysJob(runtime)]);
  }

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: TimeEngineModule,
      providers: [
        { provide: TOKEN, useValue: runtime },
        { provide: RECALC_SYNC_LIMIT, useValue: recalcSyncLimitFrom(process.env) },
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
    await subscribeToClockings(this.runtime, this.commandBus);
    await subscribeToHoursAuthorisation(this.runtime, this.commandBus);
    const recalc = (make: (request: RecalcRequest, actor: Actor) => RecalcTimeValuesCommand | RecalcAutoShiftCommand): CommandExecutor =>
      async (command) => {
        const result: RecalcResult = await this.commandBus.execute(make(command.payload as RecalcRequest, command.actor ?? { kind: 'system', id: 'unknown' }));
        if (result.resultCode === 12) this.jobs.kick();
        return result;
      };
    // Shift changes answer with the recalculation they caused; a large one is scheduled (requestID).
    const change =
      (make: (command: CommandEnvelope) => ChangeShiftCommand | WorkCycleChangeCommand | LockUnlockShiftCommand): CommandExecutor =>
      async (command) => {
        const result: { requestID?: string } = await this.commandBus.execute(make(command));
        if (result.requestID !== undefined) this.jobs.kick();
        return result;
      };
    await serveCommands(
      this.runtime.bus,
      'time-engine',
      this.runtime.dataSource,
      {
        RecalcTimeValues: recalc((request, actor) => new RecalcTimeValuesCommand(request, actor)),
        RecalcAutoShift: recalc((request, actor) => new RecalcAutoShiftCommand(request, actor)),
        ChangeShift: change((command) => new ChangeShiftCommand(command.payload as ChangeShiftRequest, actorOf(command))),
        WorkCycleChange: change((command) => new WorkCycleChangeCommand(command.payload as WorkCycleChangeRequest, actorOf(command))),
        LockUnlockShift: change((command) => new LockUnlockShiftCommand(command.payload as LockUnlockShiftRequest, actorOf(command))),
        CancelJob: cancelJobExecutor(this.jobs),
      },
      this.runtime.logger,
    );
    this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}

function actorOf(command: CommandEnvelope): Actor {
  return command.actor ?? { kind: 'system', id: 'unknown' };
}
