import { Module } from '@nestjs/common';
import { GetEmployeeWorkCycleChangesHandler } from './queries/get-employee-work-cycle-changes/get-employee-work-cycle-changes.handler';
import { ShiftChangesController } from './shift-changes.controller';

@Module({
  controllers: [ShiftChangesController],
  providers: [GetEmployeeWorkCycleChangesHandler],
})
export class ShiftChangesModule {}
