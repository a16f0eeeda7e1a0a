import type { IdName, ListRequest, ListResult, ReaderQuarantineLine, ScannerListItem } from '@tna/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ScannersQueryKey = 'scanners';

export const useFetchScannerNames = () =>
  useQuery({
    queryKey: [ScannersQueryKey, 'id-name'],
    queryFn: () => callApi<IdName[]>('GetScanners_IDName'),
    // Readers are set up rarely; one read per few minutes is plenty.
    staleTime: 5 * 60_000,
  });

/** The readers list, each with the count of its quarantined lines. */
export const useFetchScanners = (request: ListRequest) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'list', request],
    queryFn: () => callApi<ListResult<ScannerListItem>>('GetScanners', { body: request }),
    placeholderData: keepPreviousData,
  });

/** The lines a reader sent that could not be taken, newest first. */
export const useFetchReaderQuarantine = (scannerID: string | undefined) =>
  useQuery({
    queryKey: [ScannersQueryKey, 'quarantine', scannerID],
    queryFn: () => callApi<ReaderQuarantineLine[]>('GetReaderQuarantine', { body: { scannerID } }),
    enabled: Boolean(scannerID),
  });
