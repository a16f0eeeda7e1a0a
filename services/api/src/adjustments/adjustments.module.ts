import { Module } from '@nestjs/common';
import { AdjustmentsController } from './adjustments.controller';
import { GetAdjustmentDetailsHandler } from './queries/get-adjustment-details/get-adjustment-details.handler';
import { GetEmployeeShiftAdjustmentsHandler } from './queries/get-employee-shift-adjustments/get-employee-shift-adjustments.handler';
import { GetEmployeeShiftShiftAdjustmentsHandler } from './queries/get-employee-shift-shift-adjustments/get-employee-shift-shift-adjustments.handler';

@Module({
  controllers: [AdjustmentsController],
  providers: [GetEmployeeShiftAdjustmentsHandler, GetAdjustmentDetailsHandler, GetEmployeeShiftShiftAdjustmentsHandler],
})
export class AdjustmentsModule {}
