import { BadRequestException, Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { isUuid } from '@tna/contracts';
import { PayrollSetupStore, type PayrollRow } from './payroll-setup.store';

/**
 * A payroll's rows of each kind, in order (part 2 §7 `_ForPayrollID`); the rows' own calls are
 * the generic setup module's. 400 for an id that is not one, 404 for a payroll that does not exist.
 */
@Controller('api')
export class PayrollSetupController {
  constructor(private readonly store: PayrollSetupStore) {}

  @Get('GetPayrollPayCodeMappings_ForPayrollID')
  async payCodeMappings(@Query('PayrollID') payrollID: unknown): Promise<PayrollRow[]> {
    return this.store.payCodeMappings(await this.payroll(payrollID));
  }

  @Get('GetPayrollNTMakeUps_ForPayrollID')
  async ntMakeUps(@Query('PayrollID') payrollID: unknown): Promise<PayrollRow[]> {
    return this.store.ntMakeUps(await this.payroll(payrollID));
  }

  @Get('GetPayrollNTAddBeforeMakeUps_ForPayrollID')
  async ntAddBeforeMakeUps(@Query('PayrollID') payrollID: unknown): Promise<PayrollRow[]> {
    return this.store.ntAddBeforeMakeUps(await this.payroll(payrollID));
  }

  private async payroll(value: unknown): Promise<string> {
    if (!isUuid(value)) throw new BadRequestException({ error: 'validation failed', field: 'PayrollID', message: 'PayrollID must be a record id' });
    const id = value.toLowerCase();
    if (!(await this.store.payrollExists(id))) throw new NotFoundException({ error: `No payroll has the id ${id}`, field: 'PayrollID' });
    return id;
  }
}
