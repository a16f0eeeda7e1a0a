import type { DataExport, DataExportTemplateParametersResult, ExportToPayrollRequest, ExportToPayrollResult, ListResult } from '@tna/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../api/client';

export const DataExportsQueryKey = 'data-exports';

/** A template's parameters, which the payroll's parameters must supply. */
export const useTemplateParameters = (templateID: string) =>
  useQuery({
    queryKey: ['data-export-template-parameters', templateID],
    queryFn: () => callApi<DataExportTemplateParametersResult>('GetDataExportTemplateParameters_ForDataExportTemplateID', { query: { DataExportTemplateID: templateID } }),
    enabled: templateID !== '',
  });

/** DataExportFromTemplate: queues the export job; the answer is its id. */
export const useStartExport = () =>
  useMutation({
    mutationFn: (request: ExportToPayrollRequest) => callApi<ExportToPayrollResult>('DataExportFromTemplate', { method: 'POST', body: request }),
  });

/** The past exports, newest first. */
export const useDataExports = (pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: [DataExportsQueryKey, pageNumber, pageSize],
    queryFn: () => callApi<ListResult<DataExport>>('GetDataExports', { method: 'POST', body: { pageNumber, pageSize } }),
  });

/** After an export ends, the list shows it. */
export const useRefreshDataExports = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [DataExportsQueryKey] }), [client]);
};
