import type { EmployeeListItem, EmployeeListRequest, ListResult } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { EmployeesQueryKey } from './employees';

/** The largest page GetEmployees serves. */
const PAGE_SIZE = 1000;
/** What one bulk action takes at most: the clocking calls' own limit (RECALC_MAX_EMPLOYEES). */
export const BULK_MAX_EMPLOYEES = 10_000;

/** The employee filter keys of a bulk action, without paging or sorting. */
export type EmployeeFilter = Omit<EmployeeListRequest, 'pageNumber' | 'pageSize' | 'sortBy' | 'sortDesc'>;

/** Every employee the filter matches (page by page, by employee number), up to BULK_MAX_EMPLOYEES. */
export async function fetchMatchingEmployees(filter: EmployeeFilter): Promise<ListResult<EmployeeListItem>> {
  const items: EmployeeListItem[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await callApi<ListResult<EmployeeListItem>>('GetEmployees', { body: { ...filter, pageNumber, pageSize: PAGE_SIZE, sortBy: 'employeeNumber' } });
    items.push(...page.items);
    if (page.items.length < PAGE_SIZE || items.length >= Math.min(page.total, BULK_MAX_EMPLOYEES)) return { items: items.slice(0, BULK_MAX_EMPLOYEES), total: page.total };
  }
}

export const useMatchingEmployees = (filter: EmployeeFilter, enabled = true) =>
  useQuery({ queryKey: [EmployeesQueryKey, 'matching', filter], queryFn: () => fetchMatchingEmployees(filter), enabled });

/** How one employee's part of a bulk action ended. */
export interface EmployeeOutcome {
  employee: EmployeeListItem;
  /** done: made; refused: a result code that changed nothing (locked, own hours); failed: the call was refused or did not answer. */
  state: 'done' | 'refused' | 'failed';
  /** The call's result code; null where its answer has none, or the call failed. */
  code: number | null;
  text: string;
  /** A recalculation the call scheduled as a job (its `requestID`). */
  jobID?: string;
}

export type OutcomeOf = (employee: EmployeeListItem) => Promise<Omit<EmployeeOutcome, 'employee'>>;

/** Calls at once: enough to keep the api busy, few enough to leave room for everybody else. */
export const BULK_CONCURRENCY = 4;

/**
 * Runs `outcomeOf` for every employee, `concurrency` at a time, and reports each outcome as it
 * arrives. A call that fails is that employee's outcome, not the end of the run; `isStopped`
 * ends it before the next employee.
 */
export async function runPerEmployee(
  employees: readonly EmployeeListItem[],
  outcomeOf: OutcomeOf,
  onOutcome: (outcome: EmployeeOutcome) => void,
  isStopped: () => boolean = () => false,
  concurrency = BULK_CONCURRENCY,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < employees.length && !isStopped()) {
      const employee = employees[next++];
      try {
        onOutcome({ employee, ...(await outcomeOf(employee)) });
      } catch (error) {
        onOutcome({ employee, state: 'failed', code: null, text: errorText(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, employees.length) }, worker));
}

/** A refusal as the user can act on it: the field and the api's message where it names them. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const { field, message } = error.body as { field?: unknown; message?: unknown };
    if (typeof message === 'string') return typeof field === 'string' && !message.startsWith(field) ? `${field}: ${message}` : message;
  }
  return error instanceof Error ? error.message : String(error);
}
