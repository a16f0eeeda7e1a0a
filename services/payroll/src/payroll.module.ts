import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuthoriseHoursRangeHandler } from './hours-authorisation/commands/authorise-hours-range/authorise-hours-range.handler';
import { AuthoriseHoursHandler } from './hours-authorisation/commands/authorise-hours/authorise-hours.handler';
import { HoursAuthorisationController } from './hours-authorisation/hours-authorisation.controller';
import { MarkHoursExportedHandler } from './hours-export/commands/mark-hours-exported/mark-hours-exported.handler';
import { PayrollValuesController } from './payroll-values/payroll-values.controller';
import { CalculatePayrollValuesHandler } from './payroll-values/queries/calculate-payroll-values/calculate-payroll-values.handler';

const TOKEN = runtimeToken('payroll');

/** Payroll's features: hours authorisation, the exported flag and the value calculation, served as commands the api sends. */
@Module({})
export class PayrollModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: PayrollModule,
      controllers: [HoursAuthorisationController, PayrollValuesController],
      providers: [{ provide: TOKEN, useValue: runtime }, AuthoriseHoursHandler, AuthoriseHoursRangeHandler, MarkHoursExportedHandler, CalculatePayrollValuesHandler],
    };
  }
}
