import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { IsUUIDLowerCased } from './validation.util';

/** A payroll run covers at most this many days (from and to counted). */
export const PAYROLL_RUN_MAX_DAYS = 366;

/**
 * CalculatePayrollValues: the values of a payroll's employees from `from` to `to` (YYYY-MM-DD,
 * inclusive), per employee and pay code (PAYROLL.md §1–2). `approvedOnly`: only authorised days;
 * `notYetExported`: only days not yet exported. Nothing is stored. The dates are checked by the
 * payroll service (real dates, from ≤ to, at most PAYROLL_RUN_MAX_DAYS days), so the export jobs
 * that take the same request get the same answers.
 */
export class CalculatePayrollValuesRequest {
  @IsUUIDLowerCased()
  payrollID: string;

  @IsString()
  from: string;

  @IsString()
  to: string;

  @IsOptional()
  @IsBoolean()
  approvedOnly?: boolean;

  @IsOptional()
  @IsBoolean()
  notYetExported?: boolean;
}

/** Minutes and amount of one pay code. `amount` is a number of currency units rounded half up to 2 decimals, once per pay code. */
export interface PayrollValueLineDto {
  payCode: string;
  payCodeName: string;
  minutes: number;
  amount: number;
}

export interface PayrollEmployeeValues {
  employeeID: string;
  employeeNumber: string;
  name: string;
  /** Ordered by pay code; none with 0 minutes. */
  lines: PayrollValueLineDto[];
  /** Ordinary overtime not paid because normal time stayed below the minimum. */
  withheldMinutes: number;
}

/**
 * Result 1. `employees`: those of the payroll with a line or withheld minutes in the range, by
 * employee number. `totals`: per pay code over them, amounts the sums of the employees' amounts.
 */
export interface CalculatePayrollValuesResult {
  resultCode: 1;
  resultText: string;
  payrollID: string;
  from: string;
  to: string;
  employees: PayrollEmployeeValues[];
  totals: PayrollValueLineDto[];
}
