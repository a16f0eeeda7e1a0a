import type {
  ApproveDeclineLeaveAppsRequest,
  ApproveDeclineLeaveAppsResult,
  CancelLeaveApplicationResult,
  ChangeLeaveOriginalShiftRequest,
  ChangeLeaveOriginalShiftResult,
  CreateLeaveApplicationRequest,
  CreateLeaveApplicationResult,
  EmployeeShiftLeaveAction,
  GetLeaveStatementRequest,
  GetLeaveStatementResult,
  LeaveAppToApprove,
  LeaveBalance,
} from '@tna/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { EmployeeShiftsQueryKey } from './clockings';
import { EmployeeShiftQueryKey } from './employee-shift';

/** Balances, statements and the applications to approve sit under this key. */
export const LeaveQueryKey = 'leave';

/** Each leave type's balance today, booked and pending. */
export const useFetchLeaveBalances = (employeeID: string | undefined) =>
  useQuery({
    queryKey: [LeaveQueryKey, 'balances', employeeID],
    queryFn: () => callApi<LeaveBalance[]>('GetLeaveBalances', { query: { EmployeeID: employeeID! } }),
    enabled: employeeID !== undefined,
  });

/** The ledger entries of the filter, in ledger order, each with the balance after it. */
export const useFetchLeaveStatement = (request: GetLeaveStatementRequest | null) =>
  useQuery({
    queryKey: [LeaveQueryKey, 'statement', request],
    queryFn: async () => (await callApi<GetLeaveStatementResult>('GetLeaveStatement', { body: request })).items,
    enabled: request !== null,
  });

/** The applications the user may decide now. */
export const useFetchLeaveAppsToApprove = (userID: string | undefined) =>
  useQuery({
    queryKey: [LeaveQueryKey, 'to-approve', userID],
    queryFn: () => callApi<LeaveAppToApprove[]>('GetLeaveAppsToApprove', { query: { UserID: userID! } }),
    enabled: userID !== undefined,
  });

/** The applications with leave on one day, in force or not, with the day's booking and entries; under the day's key, so every change to the day refreshes it. */
export const useFetchEmployeeShiftLeaveActions = (employeeShiftID: string | undefined) =>
  useQuery({
    queryKey: [EmployeeShiftQueryKey, employeeShiftID, 'leave-actions'],
    queryFn: () => callApi<EmployeeShiftLeaveAction[]>('GetEmployeeShiftLeaveActions', { method: 'POST', query: { EmployeeShiftsID: employeeShiftID! } }),
    enabled: employeeShiftID !== undefined,
  });

/**
 * Leave changes the days it covers (the engine recalculates them), the balances and what waits for
 * approval: the grid, the day in detail and every leave read refresh once a leave call answers.
 */
const useLeaveMutation = <Request, Result>(call: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callApi<Result>(call, { body: request }),
    onSettled: () =>
      Promise.all([EmployeeShiftsQueryKey, EmployeeShiftQueryKey, LeaveQueryKey].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};

export const useCreateLeaveApplicationMutation = () => useLeaveMutation<CreateLeaveApplicationRequest, CreateLeaveApplicationResult>('CreateLeaveApplication');

export const useCancelLeaveApplicationMutation = () => useLeaveMutation<{ applicationID: string }, CancelLeaveApplicationResult>('CancelLeaveApplication');

export const useApproveDeclineLeaveAppsMutation = () => useLeaveMutation<ApproveDeclineLeaveAppsRequest, ApproveDeclineLeaveAppsResult>('ApproveDeclineLeaveApps');

export const useChangeLeaveOriginalShiftMutation = () =>
  useLeaveMutation<ChangeLeaveOriginalShiftRequest, ChangeLeaveOriginalShiftResult>('ChangeLeaveOriginalShift');
