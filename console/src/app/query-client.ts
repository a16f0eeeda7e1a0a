import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** A 4xx will not change by asking again; network failures and 5xx get three more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 3;
}

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
