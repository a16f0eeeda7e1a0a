import { Module } from '@nestjs/common';
import { PayrollSetupController } from './payroll-setup.controller';
import { PayrollSetupStore } from './payroll-setup.store';

/** Payroll setup reads beyond the generic setup calls: a payroll's rows of each kind. */
@Module({ controllers: [PayrollSetupController], providers: [PayrollSetupStore] })
export class PayrollSetupModule {}
