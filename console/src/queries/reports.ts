import type { ReportStarted } from '@tna/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** A Generate call: starts the report's job; the answer is its id. */
export const useGenerateReport = (call: string) =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) => callApi<ReportStarted>(call, { method: 'POST', body }),
  });
