import type {
  ClockingFileMappingOfReader,
  ClockingImport,
  ClockingImportDetail,
  GetClockingImportsRequest,
  ListResult,
  UploadClockingFileRequest,
  UploadClockingFileResult,
} from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ClockingImportsQueryKey = 'clocking-imports';

/** The mapping a reader's next Morpho file is read with: its saved one, else the default layout. */
export const useFetchClockingFileMapping = (scannerID: string | undefined) =>
  useQuery({
    queryKey: [ClockingImportsQueryKey, 'mapping', scannerID],
    queryFn: () => callApi<ClockingFileMappingOfReader>('GetClockingFileMapping', { query: { ScannerID: scannerID! } }),
    enabled: Boolean(scannerID),
  });

/** The import log; read again every few seconds while an import waits or runs. */
export const useFetchClockingImports = (request: GetClockingImportsRequest) =>
  useQuery({
    queryKey: [ClockingImportsQueryKey, 'list', request],
    queryFn: () => callApi<ListResult<ClockingImport>>('GetClockingImports', { body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((entry) => entry.state === 'queued' || entry.state === 'running') ? 2000 : false),
  });

/** One import of the log with its bad rows. */
export const useFetchClockingImport = (id: string) =>
  useQuery({
    queryKey: [ClockingImportsQueryKey, 'one', id],
    queryFn: () => callApi<ClockingImportDetail>('GetClockingImport', { query: { ID: id } }),
  });

/** UploadClockingFile: a dry run (`dryRun: true`) checks the file; otherwise it is logged and imported by a job. */
export const useUploadClockingFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadClockingFileRequest) => callApi<UploadClockingFileResult>('UploadClockingFile', { method: 'POST', body: request }),
    onSuccess: (_result, request) => {
      if (!request.dryRun) void queryClient.invalidateQueries({ queryKey: [ClockingImportsQueryKey] });
    },
  });
};
