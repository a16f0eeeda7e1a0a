import type { EmployeeBioTemplate, EmployeeDetail, EmployeeListItem, EmployeeListRequest, EmployeeMinDetails, EmployeePubHolCalendar, ListResult } from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { getSession } from '../session/session';
import { EmployeesQueryKey } from './employees';

/** The employee list of the Employees screen, with its filters. */
export const useFetchEmployeeList = (request: EmployeeListRequest) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'list', request],
    queryFn: () => callApi<ListResult<EmployeeListItem>>('GetEmployees', { body: request }),
    placeholderData: keepPreviousData,
  });

export const useFetchEmployee = (id: string | undefined) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'one', id],
    queryFn: () => callApi<EmployeeDetail>('GetEmployee', { query: { ID: id! } }),
    enabled: id !== undefined,
  });

/** Names for a handful of employees by id (a team's members). */
export const useFetchEmployeesByID = (ids: readonly string[]) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'by-id', [...ids].sort()],
    queryFn: () => callApi<ListResult<EmployeeMinDetails>>('GetEmployeesPerList', { body: { id: ids, pageSize: 1000 } }),
    enabled: ids.length > 0,
  });

export const useSaveEmployeeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employee: Record<string, unknown>) =>
      employee.id
        ? callApi<EmployeeDetail>('UpdateEmployee', { method: 'PUT', query: { ID: String(employee.id) }, body: employee })
        : callApi<EmployeeDetail>('CreateEmployee', { method: 'POST', body: employee }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EmployeesQueryKey] }),
  });
};

export const useDeleteEmployeeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi<void>('DeleteEmployee', { method: 'DELETE', query: { ID: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EmployeesQueryKey] }),
  });
};

/** The photograph as an object URL for an <img>; images cannot send the Token header themselves. */
export const useFetchEmployeePhoto = (id: string | undefined, hasPhoto: boolean) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'photo', id],
    queryFn: async () => {
      const response = await fetch(`/api/GetEmployeePhoto?ID=${encodeURIComponent(id!)}`, { headers: { Token: getSession()?.securityToken ?? '' } });
      if (!response.ok) throw new Error(`The photograph could not be loaded (${response.status})`);
      return URL.createObjectURL(await response.blob());
    },
    enabled: id !== undefined && hasPhoto,
  });

/**
 * EmployeePhotoTemplateAddUpdate with the file's bytes as they are; the api judges the content. Not through
 * callApi (a raw body, not JSON) and so without an Idempotency-Key: it adds or replaces the one photograph,
 * so a second click or a retry leaves the same photograph.
 */
export async function uploadEmployeePhoto(employeeID: string, file: Blob): Promise<void> {
  const response = await fetch(`/api/EmployeePhotoTemplateAddUpdate?EmployeeID=${encodeURIComponent(employeeID)}`, {
    method: 'POST',
    headers: { Token: getSession()?.securityToken ?? '', 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(response.status, body);
  }
}

/** The public holiday calendars an employee observes (their own calls, saved as they change). */
export const useFetchEmployeeCalendars = (employeeID: string) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'calendars', employeeID],
    queryFn: () => callApi<EmployeePubHolCalendar[]>('GetEmployeePubHolCalendars', { query: { EmployeeID: employeeID } }),
  });

export const useEmployeeCalendarMutations = (employeeID: string) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [EmployeesQueryKey, 'calendars', employeeID] });
  return {
    add: useMutation({
      mutationFn: (publicHolidayCalendarID: string) => callApi<EmployeePubHolCalendar>('CreateEmployeePubHolCalendars', { body: { employeeID, publicHolidayCalendarID } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi<void>('DeleteEmployeePubHolCalendars', { method: 'DELETE', query: { ID: id } }),
      onSuccess,
    }),
  };
};

/** The templates readers uploaded for the employee (GetEmployeeBioTemplates), without their bytes. */
export const useFetchEmployeeBioTemplates = (employeeID: string) =>
  useQuery({
    queryKey: [EmployeesQueryKey, 'bio-templates', employeeID],
    queryFn: () => callApi<EmployeeBioTemplate[]>('GetEmployeeBioTemplates', { method: 'POST', query: { EmployeeID: employeeID } }),
  });
