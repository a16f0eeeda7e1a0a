import type {
  Adjustment,
  CreateAdjustmentRequest,
  CreateAdjustmentResult,
  CreateShiftAdjustmentRequest,
  DeleteAdjustmentResult,
  IdName,
  ListResult,
  ShiftAdjustment,
  ShiftAdjustmentResult,
} from '@tna/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const AdjustmentsQueryKey = 'adjustments';
export const ShiftAdjustmentsQueryKey = 'shift-adjustments';

/** An adjustment type as its list answers it: the action decides what the adjustment does. */
export interface AdjustmentTypeOption extends IdName {
  action: 'none' | 'addTime' | 'deductTime' | 'deductMakeUpTime' | 'deductShortTimeCarriedOver';
}

/** Enough for a picker: setup lists are small. */
const PICKER_PAGE = { pageNumber: 1, pageSize: 500, sortBy: 'name' };

export const useFetchAdjustments = (employeeShiftID: string) =>
  useQuery({
    queryKey: [AdjustmentsQueryKey, employeeShiftID],
    queryFn: () => callApi<Adjustment[]>('GetEmployeeShiftAdjustments', { method: 'POST', query: { EmployeeShiftsID: employeeShiftID } }),
  });

export const useFetchShiftAdjustments = (employeeShiftID: string) =>
  useQuery({
    queryKey: [ShiftAdjustmentsQueryKey, employeeShiftID],
    queryFn: () => callApi<ShiftAdjustment[]>('GetEmployeeShiftShiftAdjustments', { method: 'POST', query: { EmployeeShiftsID: employeeShiftID } }),
  });

export const useFetchAdjustmentTypes = (enabled: boolean) =>
  useQuery({
    queryKey: [AdjustmentsQueryKey, 'types'],
    queryFn: async () => (await callApi<ListResult<AdjustmentTypeOption>>('GetAdjustmentTypes', { body: PICKER_PAGE })).items,
    enabled,
    staleTime: 60_000,
  });

export const useFetchShiftAdjustmentReasons = (enabled: boolean) =>
  useQuery({
    queryKey: [AdjustmentsQueryKey, 'reasons'],
    queryFn: async () => (await callApi<ListResult<IdName>>('GetEmployeeShiftAdjustmentReasons', { body: PICKER_PAGE })).items,
    enabled,
    staleTime: 60_000,
  });

/** An adjustment changes the day's values: every view of the day (grid, detail, tabs) reads them again. */
const useRefreshAll = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

export const useCreateAdjustmentMutation = (employeeShiftID: string) => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (request: Omit<CreateAdjustmentRequest, 'employeeID' | 'date'>) =>
      callApi<CreateAdjustmentResult>('CreateAdjustment', { method: 'POST', query: { EmployeeShiftsID: employeeShiftID }, body: request }),
    onSuccess: refresh,
  });
};

/** One adjustment (`id`), or every adjustment of the day. */
export const useDeleteAdjustmentMutation = (employeeShiftID: string) => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string | null) => callApi<DeleteAdjustmentResult>('DeleteAdjustment', { method: 'POST', body: id ? { id } : { employeeShiftID } }),
    onSuccess: refresh,
  });
};

export const useCreateShiftAdjustmentMutation = (employeeShiftID: string) => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (request: CreateShiftAdjustmentRequest) =>
      callApi<ShiftAdjustmentResult>('CreateShiftAdjustment', { method: 'POST', query: { EmployeeShiftsID: employeeShiftID }, body: request }),
    onSuccess: refresh,
  });
};

export const useDeleteShiftAdjustmentMutation = () => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) => callApi<ShiftAdjustmentResult>('DeleteShiftAdjustment', { method: 'POST', body: { id } }),
    onSuccess: refresh,
  });
};
