import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OTHER_RESULTS, type CalculatePayrollValuesResult, type PayrollEmployeeValues } from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { calculatePayrollValues } from '../../domain/calculate-payroll-values';
import { InvalidPayrollValuesInputError, PayCodeFormulaError } from '../../domain/errors';
import { employeeValues, payrollRunProblem, PayrollTotals } from '../../domain/payroll-run';
import { loadPayrollRunSetup, payrollRunChunks } from '../../payroll-run.store';
import { CalculatePayrollValuesQuery } from './calculate-payroll-values.query';

/**
 * Checks the range and the payroll (400 naming the field), then streams the payroll's employees a
 * chunk at a time through the value calculation, keeping only those with something to show.
 */
@QueryHandler(CalculatePayrollValuesQuery)
export class CalculatePayrollValuesHandler implements IQueryHandler<CalculatePayrollValuesQuery, CalculatePayrollValuesResult> {
  constructor(@Inject(runtimeToken('payroll')) private readonly runtime: ServiceRuntime) {}

  async execute({ request, manager }: CalculatePayrollValuesQuery): Promise<CalculatePayrollValuesResult> {
    const problem = payrollRunProblem(request);
    if (problem) throw new CommandRefusedError(400, problem.message, problem.field);
    const setup = await loadPayrollRunSetup(manager, request.payrollID, request);
    if (!setup) throw new CommandRefusedError(400, `no such payroll: ${request.payrollID}`, 'payrollID');
    const employees: PayrollEmployeeValues[] = [];
    const totals = new PayrollTotals();
    for await (const chunk of payrollRunChunks(manager, setup, request, defaultTimeZone(this.runtime.config))) {
      for (const { employee, input } of chunk) {
        const values = employeeValues(setup, employee, calculateOrRefuse(input, employee.employeeNumber));
        if (values.lines.length === 0 && values.withheldMinutes === 0) continue;
        employees.push(values);
        totals.add(values.lines);
      }
    }
    return { resultCode: 1, resultText: OTHER_RESULTS[1], payrollID: request.payrollID, from: request.from, to: request.to, employees, totals: totals.lines() };
  }
}

/** A shift's formula that does not read, or a pay code without a multiplier, is the setup's fault: a 400 that says where. */
function calculateOrRefuse(input: Parameters<typeof calculatePayrollValues>[0], employeeNumber: string) {
  try {
    return calculatePayrollValues(input);
  } catch (error) {
    if (error instanceof PayCodeFormulaError || error instanceof InvalidPayrollValuesInputError) {
      throw new CommandRefusedError(400, `employee ${employeeNumber}: ${error.message}`, 'payrollID');
    }
    throw error;
  }
}
