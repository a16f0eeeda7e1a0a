import type { EntityDescriptor, IdName, ListResult } from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** Every setup entity's queries sit under this key, then the entity's name. */
export const EntitiesQueryKey = 'entities';

/** A stored setup record as the api answers it. */
export interface EntityRecord {
  id: string;
  version: number;
  [field: string]: unknown;
}

export interface EntityListRequest {
  search?: string;
  pageNumber: number;
  pageSize: number;
  sortBy?: string;
  sortDesc?: boolean;
}

export const useFetchEntityList = (entity: EntityDescriptor, request: EntityListRequest) =>
  useQuery({
    queryKey: [EntitiesQueryKey, entity.name, 'list', request],
    queryFn: () => callApi<ListResult<EntityRecord>>(entity.calls.list, { body: request }),
    placeholderData: keepPreviousData,
  });

export const useFetchEntity = (entity: EntityDescriptor, id: string | undefined) =>
  useQuery({
    queryKey: [EntitiesQueryKey, entity.name, 'one', id],
    queryFn: () => callApi<EntityRecord>(entity.calls.get, { query: { ID: id! } }),
    enabled: id !== undefined,
  });

/** Id and name of every record of a type (or of those under `query`), for pickers; keyed by the call, as several screens share them. */
export const useFetchIdNames = (call: string | undefined, query?: Record<string, string>) =>
  useQuery({
    queryKey: query ? [EntitiesQueryKey, 'id-name', call, query] : [EntitiesQueryKey, 'id-name', call],
    queryFn: () => callApi<IdName[]>(call!, { query }),
    enabled: call !== undefined,
    staleTime: 60_000,
  });

/** Creates a record without an id, updates one with it; either way the entity's lists and lookups refresh. */
export const useSaveEntityMutation = (entity: EntityDescriptor) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: Record<string, unknown>) =>
      record.id
        ? callApi<EntityRecord>(entity.calls.update, { method: 'PUT', body: record })
        : callApi<EntityRecord>(entity.calls.create, { method: 'POST', body: record }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: [EntitiesQueryKey, entity.name] });
      queryClient.invalidateQueries({ queryKey: [EntitiesQueryKey, 'id-name', entity.calls.idName] });
    },
  });
};

export const useDeleteEntityMutation = (entity: EntityDescriptor) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi<void>(entity.calls.delete, { method: 'DELETE', query: { ID: id } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: [EntitiesQueryKey, entity.name] });
      queryClient.invalidateQueries({ queryKey: [EntitiesQueryKey, 'id-name', entity.calls.idName] });
    },
  });
};

/** One master's rows of a row entity (a payroll's pay code mappings), in the order the api gives; saves of the rows refresh it. */
export const useFetchMasterRows = (entity: EntityDescriptor, masterID: string) =>
  useQuery({
    queryKey: [EntitiesQueryKey, entity.name, 'master', masterID],
    queryFn: () => callApi<EntityRecord[]>(entity.master!.call, { query: { [entity.master!.param]: masterID } }),
  });
