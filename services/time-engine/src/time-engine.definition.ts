import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { TimeEngineInitial1763880000100 } from './migrations/1763880000100-time-engine-initial';
import { ShiftCalculation1763880000600 } from './migrations/1763880000600-shift-calculation';
import { ShiftChanges1763880000800 } from './migrations/1763880000800-shift-changes';
import { RecalcRequestsToJobs1763880001300 } from './migrations/1763880001300-recalc-requests-to-jobs';
import { Adjustments1763880003000 } from './migrations/1763880003000-adjustments';
import { ShiftControls1763880003200 } from './migrations/1763880003200-shift-controls';
import { DayExplanation1763880002110 } from './migrations/1763880002110-day-explanation';
import { ManualShiftChangesView1763880004100 } from './migrations/1763880004100-manual-shift-changes-view';
import { ManualClockings1763880003100 } from './migrations/1763880003100-manual-clockings';
import { LeaveDays1763880005500 } from './migrations/1763880005500-leave-days';
import { ExportedDays1763880006200 } from './migrations/1763880006200-exported-days';
import { TodaysDays1763880009120 } from './migrations/1763880009120-todays-days';
import { DaysUpdatedInPlace1763880009800 } from './migrations/1763880009800-days-updated-in-place';
import { ClockingsOnceBytewise1763880010000 } from './migrations/1763880010000-clockings-once-bytewise';
import { DaysCompressedLz41763880010100 } from './migrations/1763880010100-days-compressed-lz4';
import { ClockingsUnmatchedAnyCase1763880010400 } from './migrations/1763880010400-clockings-unmatched-any-case';
import { TimeEngineModule } from './time-engine.module';

export const timeEngineService: ServiceDefinition = {
  name: 'time-engine',
  entities: [],
  migrations: [TimeEngineInitial1763880000100, ShiftCalculation1763880000600, ShiftChanges1763880000800, jobsMigration('time-engine'), RecalcRequestsToJobs1763880001300, DayExplanation1763880002110, Adjustments1763880003000, ShiftControls1763880003200, ManualShiftChangesView1763880004100, ManualClockings1763880003100, LeaveDays1763880005500, ExportedDays1763880006200, TodaysDays1763880009120, DaysUpdatedInPlace1763880009800, ClockingsOnceBytewise1763880010000, DaysCompressedLz41763880010100, ClockingsUnmatchedAnyCase1763880010400],
  module: (runtime) => TimeEngineModule.forRuntime(runtime),
};
