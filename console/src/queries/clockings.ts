import type { Clocking, EmployeeDateRangeRequest } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ClockingsQueryKey = 'clockings';

/** Readers push clockings at any time; refetching this often shows them without a reload. */
export const CLOCKINGS_REFRESH_MS = 10_000;

/** The employee's clockings from `from` to `to` (inclusive), newest first; idle while `period` is null. */
export const useFetchClockings = (period: EmployeeDateRangeRequest | null) =>
  useQuery({
    queryKey: [ClockingsQueryKey, period],
    queryFn: () => callApi<Clocking[]>('GetEmployeeMainClockingList', { body: period }),
    enabled: period !== null,
    refetchInterval: CLOCKINGS_REFRESH_MS,
  });
