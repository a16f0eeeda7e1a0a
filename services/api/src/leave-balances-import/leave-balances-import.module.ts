import { Module } from '@nestjs/common';
import { LeaveBalancesImportController } from './leave-balances-import.controller';

@Module({ controllers: [LeaveBalancesImportController] })
export class LeaveBalancesImportModule {}
