import type { EventTypeRule } from './event-type';

/** The employees each employee filter selects, by filter id (`api.employee_filter_members`). */
export type FilterMembers = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Whether an event type concerns an employee (docs/alerts.md "Evaluation"): selected by its
 * employee filter when it has one, listed among the included employees when it lists any, and
 * not excluded. Includes narrow the filter rather than widen it: with both, an employee must be
 * in the filter and in the list; an exclusion always wins.
 */
export function inScope(type: Pick<EventTypeRule, 'employeeFilterID' | 'includedEmployeeIDs' | 'excludedEmployeeIDs'>, employeeID: string, filters: FilterMembers): boolean {
  if (type.excludedEmployeeIDs.includes(employeeID)) return false;
  if (type.includedEmployeeIDs.length > 0 && !type.includedEmployeeIDs.includes(employeeID)) return false;
  return type.employeeFilterID === null || (filters.get(type.employeeFilterID)?.has(employeeID) ?? false);
}
