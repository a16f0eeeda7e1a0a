import type { Employee, ListRequest, ListResult } from '@tna/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const EmployeesQueryKey = 'employees';

/** The fields GetEmployees lists. */
export type EmployeeSummary = Pick<Employee, 'id' | 'employeeNumber' | 'firstName' | 'surname' | 'preferredName'>;

export const useFetchEmployees = (filter: ListRequest) =>
  useQuery({
    queryKey: [EmployeesQueryKey, filter],
    queryFn: () => callApi<ListResult<EmployeeSummary>>('GetEmployees', { body: filter }),
    // Keeps the last matches on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });
