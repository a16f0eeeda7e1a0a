import type { ListResult, ReportFilterEmployee, ReportFilterEmployeesInitializeResult } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export const ReportFilterKeysQueryKey = 'report-filter-keys';

/** The largest page reportFilterEmployeesCreate answers. */
const PAGE_SIZE = 1000;
/** How many of the employees found the page names. */
const SHOWN = 5;

/** ReportFilterEmployeesInitialize: the employee filter keys with their choices. */
export const useReportFilterKeys = () =>
  useQuery({
    queryKey: [ReportFilterKeysQueryKey],
    queryFn: () => callApi<ReportFilterEmployeesInitializeResult>('ReportFilterEmployeesInitialize', { method: 'POST', body: {} }),
    staleTime: 60_000,
  });

/** Every employee the keys (blank ones left out) select, a page of reportFilterEmployeesCreate at a time. */
export async function findFilterEmployees(keys: Record<string, string>): Promise<{ ids: string[]; shown: ReportFilterEmployee[] }> {
  const given = Object.fromEntries(Object.entries(keys).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
  const found: ReportFilterEmployee[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await callApi<ListResult<ReportFilterEmployee>>('reportFilterEmployeesCreate', { method: 'POST', body: { ...given, pageNumber, pageSize: PAGE_SIZE } });
    found.push(...page.items);
    if (page.items.length < PAGE_SIZE || found.length >= page.total) break;
  }
  return { ids: found.map((employee) => employee.id), shown: found.slice(0, SHOWN) };
}
