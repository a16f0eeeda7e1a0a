import type { CalculatePayrollValuesRequest, CalculatePayrollValuesResult } from '@tna/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** CalculatePayrollValues: a payroll's values over a range, asked for on demand (nothing is stored, nothing to invalidate). */
export const useCalculatePayrollValues = () =>
  useMutation({
    mutationFn: (request: CalculatePayrollValuesRequest) => callApi<CalculatePayrollValuesResult>('CalculatePayrollValues', { method: 'POST', body: request }),
  });
