import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { CalculatePayrollValuesRequest, CalculatePayrollValuesResult } from '@tna/contracts';
import { CommandContext, CommandPattern } from '@tna/platform';
import { CalculatePayrollValuesQuery } from './queries/calculate-payroll-values/calculate-payroll-values.query';

/** The payroll value calculation as the api sends it: a read, served as a command so the api reaches its owner the one way it has. */
@Controller()
export class PayrollValuesController {
  constructor(private readonly queryBus: QueryBus) {}

  @CommandPattern('CalculatePayrollValues')
  calculate(@Payload() request: CalculatePayrollValuesRequest, @Ctx() context: CommandContext): Promise<CalculatePayrollValuesResult> {
    return this.queryBus.execute(new CalculatePayrollValuesQuery(request, context.manager));
  }
}
