import type { GraphAttendanceRate, GraphHoursByDepartment, GraphRequest, GraphStatusesPerDay, GraphTopExceptions, GraphTopExceptionsRequest } from '@tna/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const GraphsQueryKey = 'graphs';

/** One graph call for the period and selection; none while `request` is incomplete. */
const useGraph = <T>(call: string, request: GraphRequest | GraphTopExceptionsRequest | null) =>
  useQuery({
    queryKey: [GraphsQueryKey, call, request],
    queryFn: () => callApi<T>(call, { body: request }),
    enabled: request !== null,
    // The last graph stays drawn while the next period's numbers are on their way.
    placeholderData: keepPreviousData,
  });

export const useStatusesPerDay = (request: GraphRequest | null) => useGraph<GraphStatusesPerDay>('GetGraphStatusesPerDay', request);
export const useHoursByDepartment = (request: GraphRequest | null) => useGraph<GraphHoursByDepartment>('GetGraphHoursByDepartment', request);
export const useTopExceptions = (request: GraphTopExceptionsRequest | null) => useGraph<GraphTopExceptions>('GetGraphTopExceptions', request);
export const useAttendanceRate = (request: GraphRequest | null) => useGraph<GraphAttendanceRate>('GetGraphAttendanceRate', request);
