import type { UserLoginRequest, UserLoginResponse } from '@tna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { clearSession, setSession } from '../session/session';

export const useLoginMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: UserLoginRequest) =>
      callApi<UserLoginResponse>('UserLogin', { body: credentials, anonymous: true }),
    onSuccess: (answer) => {
      // Nothing cached for a previous user may show to this one.
      queryClient.clear();
      setSession(answer);
    },
  });
};

export const useLogoutMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<void>('logout', { method: 'POST' }),
    // The user asked to leave: end the session here even when the api could not be reached.
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
};
