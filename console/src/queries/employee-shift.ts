import type { EmployeeShiftClocking, EmployeeShiftStatus, EmployeeWorkCycleChange, TimeCalculationMethod } from '@tna/contracts';
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

export const useFetchEmployeeWorkCycleChanges = (employeeID: string) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, 'work-cycle-changes', employeeID],
    queryFn: () => callApi<EmployeeWorkCycleChange[]>('GetEmployeeWorkCycleChanges', { method: 'POST', query: { EmployeeID: employeeID, FutureOnly: false } }),
  });
