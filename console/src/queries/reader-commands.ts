import type { GetReaderCommandsRequest, ListResult, ReaderCommand, SendReaderCommandsRequest, SendReaderCommandsResult } from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ReaderCommandsQueryKey = 'reader-commands';

/** How often the ledger asks again while a reader still has lines to take or answer. */
const IN_FLIGHT_REFRESH_MS = 2000;

/** GetReaderCommands: the ledger, newest first; refreshed while any line shown is queued or sent. */
export const useFetchReaderCommands = (request: GetReaderCommandsRequest) =>
  useQuery({
    queryKey: [ReaderCommandsQueryKey, request],
    queryFn: () => callApi<ListResult<ReaderCommand>>('GetReaderCommands', { body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.state === 'queued' || item.state === 'sent') ? IN_FLIGHT_REFRESH_MS : false),
  });

/** SendReaderCommands: queues the operation's lines; the ledger shows them. */
export const useSendReaderCommandsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SendReaderCommandsRequest) => callApi<SendReaderCommandsResult>('SendReaderCommands', { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ReaderCommandsQueryKey] }),
  });
};
