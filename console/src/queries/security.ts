import type {
  CreateSecurityTemplateRequest,
  CreateSystemUserRequest,
  CreateUserTeamRequest,
  IdName,
  ListRequest,
  ListResult,
  SecurityTemplate,
  SystemUser,
  UpdateSecurityTemplateRequest,
  UpdateSystemUserRequest,
  UpdateUserTeamRequest,
  UserTeam,
} from '@tna/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const SecurityTemplatesQueryKey = 'security-templates';
export const SystemUsersQueryKey = 'system-users';
export const UserTeamsQueryKey = 'user-teams';

/** The six calls of one System & Security setup entity, as react-query hooks. */
function setupEntity<T extends { id: string }, Create, Update>(key: string, name: string) {
  const useList = (request: ListRequest) =>
    useQuery({
      queryKey: [key, 'list', request],
      queryFn: () => callApi<ListResult<T>>(`Get${name}s`, { body: request }),
      placeholderData: keepPreviousData,
    });
  const useOne = (id: string | undefined) =>
    useQuery({
      queryKey: [key, 'one', id],
      queryFn: () => callApi<T>(`Get${name}`, { query: { ID: id! } }),
      enabled: Boolean(id),
    });
  const useIdNames = () => useQuery({ queryKey: [key, 'id-name'], queryFn: () => callApi<IdName[]>(`Get${name}s_IDName`) });
  const useSave = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (record: Create | Update) =>
        'id' in (record as object)
          ? callApi<T>(`Update${name}`, { method: 'PUT', body: record })
          : callApi<T>(`Create${name}`, { body: record }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
    });
  };
  const useDelete = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => callApi<void>(`Delete${name}`, { method: 'DELETE', query: { ID: id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
    });
  };
  return { useList, useOne, useIdNames, useSave, useDelete };
}

export const securityTemplates = setupEntity<SecurityTemplate, CreateSecurityTemplateRequest, UpdateSecurityTemplateRequest>(
  SecurityTemplatesQueryKey,
  'SecurityTemplate',
);
export const systemUsers = setupEntity<SystemUser, CreateSystemUserRequest, UpdateSystemUserRequest>(SystemUsersQueryKey, 'SystemUser');
export const userTeams = setupEntity<UserTeam, CreateUserTeamRequest, UpdateUserTeamRequest>(UserTeamsQueryKey, 'UserTeam');
