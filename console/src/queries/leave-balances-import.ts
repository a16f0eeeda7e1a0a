import type { ImportLeaveBalancesRequest, ImportLeaveBalancesResult } from '@tna/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** ImportLeaveBalances: a dry run (`dryRun: true`) checks the file; otherwise it imports it, all or nothing. */
export const useImportLeaveBalances = () =>
  useMutation({
    mutationFn: (request: ImportLeaveBalancesRequest) => callApi<ImportLeaveBalancesResult>('ImportLeaveBalances', { method: 'POST', body: request }),
  });
