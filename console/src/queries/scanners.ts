import type { IdName } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ScannersQueryKey = 'scanners';

export const useFetchScannerNames = () =>
  useQuery({
    queryKey: [ScannersQueryKey, 'id-name'],
    queryFn: () => callApi<IdName[]>('GetScanners_IDName'),
    // Readers are set up rarely; one read per few minutes is plenty.
    staleTime: 5 * 60_000,
  });
