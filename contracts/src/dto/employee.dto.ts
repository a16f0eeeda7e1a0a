import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsTimeZone } from './validation.util';

/** The main details needed to clock; the full employee record grows with the master-data work. */
export class CreateEmployeeRequest {
  /** Also the PIN readers send. */
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,24}$/, { message: 'employeeNumber must be 1 to 24 letters, digits or _ . -' })
  employeeNumber: string;

  @IsOptional()
  @IsString()
  @MaxLength(24)
  externalEmployeeNumber?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  surname: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  preferredName?: string;

  /** The zone the employee's shifts are calculated in; the company default when blank. */
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;
}

export interface Employee {
  id: string;
  employeeNumber: string;
  externalEmployeeNumber: string;
  firstName: string;
  surname: string;
  preferredName: string | null;
  timeZone: string | null;
  version: number;
}
