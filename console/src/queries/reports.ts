import type { ReportDefaults, ReportStarted } from '@tna/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** A Generate call: starts the report's job; the answer is its id. */
export const useGenerateReport = (call: string) =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) => callApi<ReportStarted>(call, { method: 'POST', body }),
  });

/** GetReportDefaults: the installation's zone, asked only by a page that needs it; it does not change while the api runs. */
export const useReportDefaults = (enabled: boolean) =>
  useQuery({ queryKey: ['reportDefaults'], queryFn: () => callApi<ReportDefaults>('GetReportDefaults'), enabled, staleTime: Infinity });
