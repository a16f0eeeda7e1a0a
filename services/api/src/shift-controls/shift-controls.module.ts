import { Module } from '@nestjs/common';
import { GetEmployeeShiftAccessClockingsHandler } from './queries/get-employee-shift-access-clockings/get-employee-shift-access-clockings.handler';
import { GetEmployeeShiftOrgInfoHandler } from './queries/get-employee-shift-org-info/get-employee-shift-org-info.handler';
import { GetLastXClockingsForEmployeeHandler } from './queries/get-last-x-clockings-for-employee/get-last-x-clockings-for-employee.handler';
import { ShiftControlsController } from './shift-controls.controller';

@Module({
  controllers: [ShiftControlsController],
  providers: [GetLastXClockingsForEmployeeHandler, GetEmployeeShiftAccessClockingsHandler, GetEmployeeShiftOrgInfoHandler],
})
export class ShiftControlsModule {}
