import { Module } from '@nestjs/common';
import { GraphsController } from './graphs.controller';
import { GraphsStore } from './graphs.store';
import { GetGraphAttendanceRateHandler } from './queries/get-graph-attendance-rate/get-graph-attendance-rate.handler';
import { GetGraphHoursByDepartmentHandler } from './queries/get-graph-hours-by-department/get-graph-hours-by-department.handler';
import { GetGraphStatusesPerDayHandler } from './queries/get-graph-statuses-per-day/get-graph-statuses-per-day.handler';
import { GetGraphTopExceptionsHandler } from './queries/get-graph-top-exceptions/get-graph-top-exceptions.handler';

@Module({
  controllers: [GraphsController],
  providers: [GraphsStore, GetGraphStatusesPerDayHandler, GetGraphHoursByDepartmentHandler, GetGraphTopExceptionsHandler, GetGraphAttendanceRateHandler],
})
export class GraphsModule {}
