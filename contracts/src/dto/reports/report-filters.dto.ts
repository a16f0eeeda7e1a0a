import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EMPLOYEE_FILTER_SORTS } from '../../entities/access';
import { PageRequest, type IdName } from '../list.dto';
import { DATE_ONLY, IsUUIDLowerCased } from '../validation.util';

/** One employee filter key the report pages offer (the keys of EMPLOYEE_FILTER), with the choices of a reference. */
export interface ReportFilterKey {
  name: string;
  label: string;
  type: 'string' | 'reference' | 'date';
  options?: IdName[];
}

/** ReportFilterEmployeesInitialize: the keys, the orders, and the saved employee filters a report can use by id (reportFilterID). */
export interface ReportFilterEmployeesInitializeResult {
  keys: ReportFilterKey[];
  sorts: { value: string; label: string }[];
  savedFilters: IdName[];
}

/**
 * reportFilterEmployeesCreate: the employee filter keys (as an EmployeeFilter's fields; a key left
 * out matches anyone), answered with the employees they select, a page at a time. Nothing is saved.
 */
export class ReportFilterEmployeesRequest extends PageRequest {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  surname?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  preferredName?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  genderID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  jobTitleID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  businessUnitID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  departmentID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  costCentreID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  teamID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  scannerGroupID?: string;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'appointmentDateFrom must be a date YYYY-MM-DD' })
  appointmentDateFrom?: string;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'appointmentDateTo must be a date YYYY-MM-DD' })
  appointmentDateTo?: string;

  @IsOptional()
  @IsIn(EMPLOYEE_FILTER_SORTS.map((sort) => sort.value))
  sortBy?: (typeof EMPLOYEE_FILTER_SORTS)[number]['value'];
}

/** An employee a report filter selects. */
export interface ReportFilterEmployee {
  id: string;
  employeeNumber: string;
  name: string;
}
