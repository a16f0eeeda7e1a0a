import type { IdName, ListResult, ReaderQuarantineLine, ReaderStatus, Scanner, ScannerListItem, ScannerListRequest } from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { EntitiesQueryKey } from './entities';

export const ScannersQueryKey = 'scanners';

/** How often an open reader page or list asks again whether readers are online. */
const STATUS_REFRESH_MS = 30_000;

export const useFetchScannerNames = () =>
  useQuery({
    queryKey: [ScannersQueryKey, 'id-name'],
    queryFn: () => callApi<IdName[]>('GetScanners_IDName'),
    // Readers are set up rarely; one read per few minutes is plenty.
    staleTime: 5 * 60_000,
  });

/** The readers list, each with its location, the count of its quarantined lines and whether it is online. */
export const useFetchScanners = (request: ScannerListRequest) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'list', request],
    queryFn: () => callApi<ListResult<ScannerListItem>>('GetScanners', { body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: STATUS_REFRESH_MS,
  });

export const useFetchScanner = (id: string | undefined) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'one', id],
    queryFn: () => callApi<Scanner>('GetScanner', { query: { ID: id! } }),
    enabled: id !== undefined,
  });

/** Last contact, INFO, clock drift and online, as ingestion last recorded them. */
export const useFetchReaderStatus = (id: string | undefined) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'status', id],
    queryFn: () => callApi<ReaderStatus>('GetReaderStatus', { query: { ID: id! } }),
    enabled: id !== undefined,
    refetchInterval: STATUS_REFRESH_MS,
  });

/** The lines a reader sent that could not be taken, newest first. */
export const useFetchReaderQuarantine = (scannerID: string | undefined) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'quarantine', scannerID],
    queryFn: () => callApi<ReaderQuarantineLine[]>('GetReaderQuarantine', { body: { scannerID } }),
    enabled: Boolean(scannerID),
  });

/** The readers' queries, and the reader pickers of setup forms (reader groups), read again after a change. */
function useInvalidateReaders() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: [ScannersQueryKey] });
    queryClient.invalidateQueries({ queryKey: [EntitiesQueryKey, 'id-name', 'GetScanners_IDName'] });
  };
}

/** Creates a reader without an id, updates one with it. */
export const useSaveScannerMutation = () => {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (reader: Record<string, unknown>) =>
      reader.id ? callApi<Scanner>('UpdateScanner', { method: 'PUT', body: reader }) : callApi<Scanner>('CreateScanner', { method: 'POST', body: reader }),
    onSuccess: invalidate,
  });
};

export const useDeleteScannerMutation = () => {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (id: string) => callApi<void>('DeleteScanner', { method: 'DELETE', query: { ID: id } }),
    onSuccess: invalidate,
  });
};
