import { Module } from '@nestjs/common';
import { ClockingsController } from './clockings.controller';
import { GetEmployeeMainClockingListHandler } from './queries/get-employee-main-clocking-list.handler';
import { GetEmployeeShiftsHandler } from './queries/get-employee-shifts.handler';

@Module({ controllers: [ClockingsController], providers: [GetEmployeeMainClockingListHandler, GetEmployeeShiftsHandler] })
export class ClockingsModule {}
