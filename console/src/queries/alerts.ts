import type { GetAlertLogRequest, GetAlertLogResult, SendTestAlertRequest, SendTestAlertResult } from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const AlertLogQueryKey = 'alert-log';

/** How often the log asks again while it shows messages still on their way. */
const IN_FLIGHT_REFRESH_MS = 2000;

/** GetAlertLog: one page of the alerts' messages, newest first; refreshed while some are pending or retrying. */
export const useAlertLog = (request: GetAlertLogRequest) =>
  useQuery({
    queryKey: [AlertLogQueryKey, request],
    queryFn: () => callApi<GetAlertLogResult>('GetAlertLog', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'pending' || item.state === 'retrying' || item.plannedAt === null) ? IN_FLIGHT_REFRESH_MS : false,
  });

/** SendTestAlert: queues the test's messages; the log shows them. */
export const useSendTestAlertMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SendTestAlertRequest) => callApi<SendTestAlertResult>('SendTestAlert', { method: 'POST', body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: [AlertLogQueryKey] }),
  });
};
