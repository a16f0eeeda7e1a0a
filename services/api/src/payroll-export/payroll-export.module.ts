import { Module } from '@nestjs/common';
import { PayrollExportController } from './payroll-export.controller';

@Module({ controllers: [PayrollExportController] })
export class PayrollExportModule {}
