import type { ChangePasswordRequest, ChangePasswordResponse, ForgotPasswordResponse, ResetPasswordRequest } from '@tna/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { updateSession } from '../session/session';

export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (request: ChangePasswordRequest) => callApi<ChangePasswordResponse>('ChangePassword', { body: request }),
    onSuccess: () => updateSession({ mustChangePassword: false }),
  });

export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) => callApi<ForgotPasswordResponse>('ForgotPassword', { body: { email }, anonymous: true }),
  });

export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (request: ResetPasswordRequest) => callApi<ForgotPasswordResponse>('ResetPassword', { body: request, anonymous: true }),
  });
