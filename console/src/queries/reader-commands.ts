import type {
  CancelReaderCommandsRequest,
  CancelReaderCommandsResult,
  GetReaderCommandsRequest,
  GetReaderOperationEmployeesRequest,
  ListResult,
  ReaderCommand,
  ReaderOperationEmployee,
  SendReaderCommandsRequest,
  SendReaderCommandsResult,
} from '@tna/contracts';
import { isOpenReaderCommand } from '@tna/contracts';
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
    refetchInterval: (query) => (query.state.data?.items.some(isOpenReaderCommand) ? IN_FLIGHT_REFRESH_MS : false),
  });

/** GetReaderOperationEmployees: the employees the operations page offers (scannerMaint is enough to find them). */
export const useFetchReaderOperationEmployees = (request: GetReaderOperationEmployeesRequest) =>
  useQuery({
    queryKey: [ReaderCommandsQueryKey, 'employees', request],
    queryFn: () => callApi<ListResult<ReaderOperationEmployee>>('GetReaderOperationEmployees', { body: request }),
    // Keeps the last matches on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });

/** SendReaderCommands: queues the operation's lines; the ledger shows them. */
export const useSendReaderCommandsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SendReaderCommandsRequest) => callApi<SendReaderCommandsResult>('SendReaderCommands', { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ReaderCommandsQueryKey] }),
  });
};

/** CancelReaderCommands: takes back lines still queued or sent; the ledger shows them cancelled. */
export const useCancelReaderCommandsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelReaderCommandsRequest) => callApi<CancelReaderCommandsResult>('CancelReaderCommands', { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ReaderCommandsQueryKey] }),
  });
};
