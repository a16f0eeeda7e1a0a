import type {
  DropParkedEventsRequest,
  DropParkedEventsResult,
  GetParkedEventsRequest,
  ListResult,
  ParkedEvent,
  RetryParkedEventsRequest,
  RetryParkedEventsResult,
} from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ParkedEventsQueryKey = 'parked-events';

/** How often the list asks again: the services retry parked events on their own, every minute or more. */
const REFRESH_MS = 15_000;

/** GetParkedEvents: every service's parked events, oldest first. */
export const useFetchParkedEvents = (request: GetParkedEventsRequest) =>
  useQuery({
    queryKey: [ParkedEventsQueryKey, request],
    queryFn: () => callApi<ListResult<ParkedEvent>>('GetParkedEvents', { body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** How often the masthead asks whether anything is parked. */
const COUNT_REFRESH_MS = 60_000;

/** How many events are parked in all, for those who may handle them (setupSystem); undefined for others. */
export const useParkedEventCount = (enabled: boolean) =>
  useQuery({
    queryKey: [ParkedEventsQueryKey, 'count'],
    queryFn: async () => (await callApi<ListResult<ParkedEvent>>('GetParkedEvents', { body: { pageSize: 1 } })).total,
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });

/** RetryParkedEvents: a key's parked events tried now; the list shows what is left. */
export const useRetryParkedEventsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RetryParkedEventsRequest) => callApi<RetryParkedEventsResult>('RetryParkedEvents', { body: request }),
    onSettled: () => client.invalidateQueries({ queryKey: [ParkedEventsQueryKey] }),
  });
};

/** DropParkedEvents: events given up for good; those held behind them are tried at once. */
export const useDropParkedEventsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DropParkedEventsRequest) => callApi<DropParkedEventsResult>('DropParkedEvents', { body: request }),
    onSettled: () => client.invalidateQueries({ queryKey: [ParkedEventsQueryKey] }),
  });
};
