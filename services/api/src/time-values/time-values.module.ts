import { Module } from '@nestjs/common';
import { GetEmployeeShiftClockingsHandler } from './queries/get-employee-shift-clockings/get-employee-shift-clockings.handler';
import { GetEmployeeShiftStatusesHandler } from './queries/get-employee-shift-statuses/get-employee-shift-statuses.handler';
import { GetTimeCalculationMethodHandler } from './queries/get-time-calculation-method/get-time-calculation-method.handler';
import { TimeValuesController } from './time-values.controller';

@Module({
  controllers: [TimeValuesController],
  providers: [GetEmployeeShiftClockingsHandler, GetEmployeeShiftStatusesHandler, GetTimeCalculationMethodHandler],
})
export class TimeValuesModule {}
