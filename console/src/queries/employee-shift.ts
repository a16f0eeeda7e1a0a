import type { EmployeeClocking, EmployeeShiftClocking, EmployeeShiftOrgInfo, EmployeeShiftStatus, EmployeeWorkCycleChange, TimeCalculationMethod } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** Every read of one day in detail shares this key, so a change to the day refreshes them all. */
export const EmployeeShiftQueryKey = 'employee-shift';

/** The day, its employee and zone, and how the time engine calculated it (text and structured). */
export const useFetchTimeCalculationMethod = (shiftID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, shiftID, 'method'],
    queryFn: () => callApi<TimeCalculationMethod>('GetTimeCalculationMethod', { query: { ID: shiftID } }),
  });

export const useFetchEmployeeShiftClockings = (shiftID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, shiftID, 'clockings'],
    queryFn: () => callApi<EmployeeShiftClocking[]>('GetEmployeeShiftClockings', { method: 'POST', query: { EmployeeShiftsID: shiftID } }),
  });

export const useFetchEmployeeShiftStatuses = (shiftID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, shiftID, 'statuses'],
    queryFn: () => callApi<EmployeeShiftStatus[]>('GetEmployeeShiftStatuses', { method: 'POST', query: { EmployeeShiftsID: shiftID } }),
  });

/** The organisation the day is reported under. */
export const useFetchEmployeeShiftOrgInfo = (shiftID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, shiftID, 'org-info'],
    queryFn: () => callApi<EmployeeShiftOrgInfo>('GetEmployeeShiftOrgInfo', { method: 'POST', query: { EmployeeShiftsID: shiftID } }),
  });

/** The clockings at access-control readers around the day's shift. */
export const useFetchEmployeeShiftAccessClockings = (shiftID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, shiftID, 'access-clockings'],
    queryFn: () => callApi<EmployeeClocking[]>('GetEmployeeShiftAccessClockings', { method: 'POST', query: { EmployeeShiftsID: shiftID } }),
  });

export const useFetchEmployeeWorkCycleChanges = (employeeID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, 'work-cycle-changes', employeeID],
    queryFn: () => callApi<EmployeeWorkCycleChange[]>('GetEmployeeWorkCycleChanges', { method: 'POST', query: { EmployeeID: employeeID, FutureOnly: false } }),
  });
