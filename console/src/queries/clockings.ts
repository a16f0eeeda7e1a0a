import type { EmployeeDateRangeRequest, EmployeeShift } from '@tna/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { EmployeeShiftQueryKey } from './employee-shift';

export const EmployeeShiftsQueryKey = 'employee-shifts';

/** Readers push clockings and the engine recalculates at any time; refetching this often shows it without a reload. */
export const CLOCKINGS_REFRESH_MS = 10_000;

/** The employee's calculated days from `from` to `to` (inclusive), oldest first; idle while `period` is null. */
export const useFetchEmployeeShifts = (period: EmployeeDateRangeRequest | null) =>
  useQuery({
    queryKey: [EmployeeShiftsQueryKey, period],
    queryFn: () => callApi<EmployeeShift[]>('GetEmployeeShifts', { body: period }),
    enabled: period !== null,
    refetchInterval: CLOCKINGS_REFRESH_MS,
  });

/** A clocking-screen action (lock, recalculate, change shift, …); the grid and the day open in detail refresh once it answers. */
export const useShiftActionMutation = <Request, Result>(call: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callApi<Result>(call, { body: request }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [EmployeeShiftsQueryKey] }),
        queryClient.invalidateQueries({ queryKey: [EmployeeShiftQueryKey] }),
      ]),
  });
};
