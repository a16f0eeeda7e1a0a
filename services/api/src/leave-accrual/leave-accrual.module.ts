import { Module } from '@nestjs/common';
import { LeaveAccrualController } from './leave-accrual.controller';

@Module({ controllers: [LeaveAccrualController] })
export class LeaveAccrualModule {}
