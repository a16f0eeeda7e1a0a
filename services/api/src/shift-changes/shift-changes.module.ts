import { Module } from '@nestjs/common';
import { GetEmployeeWorkCycleChangesHandler } from './queries/get-employee-work-cycle-changes/get-employee-work-cycle-changes.handler';
import { ShiftChangesController } from './shift-changes.controller';
import { ShiftChangesStore } from './shift-changes.store';

@Module({
  controllers: [ShiftChangesController],
  providers: [GetEmployeeWorkCycleChangesHandler, ShiftChangesStore],
})
export class ShiftChangesModule {}
