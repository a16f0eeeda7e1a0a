import { Module } from '@nestjs/common';
import { PayrollValuesController } from './payroll-values.controller';

@Module({ controllers: [PayrollValuesController] })
export class PayrollValuesModule {}
