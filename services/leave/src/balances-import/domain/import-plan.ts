import type { LeaveBalanceImportError } from '@tna/contracts';
import { toTenThousandths } from '../../ledger/domain/ledger';
import type { BalanceRow } from './balance-rows';

/**
 * Checks well-formed rows against the employees and leave types, and decides what each row
 * posts: a 3 Set Leave Balance entry keyed `import:<asOfDate>`, nothing (the same balance was
 * imported for that employee, leave type and day), or a correction keyed
 * `import:<asOfDate>:c<n>` (a different balance for a day already imported; the ledger keeps
 * anchors of one day and action in the order they were written, so the newest wins).
 */

export interface ImportEmployee {
  id: string;
  employeeNumber: string;
  /** YYYY-MM-DD today in the employee's time zone. */
  today: string;
}

export interface ImportLeaveType {
  id: string;
  name: string;
  externalID: string | null;
}

export interface ResolvedRow {
  row: number;
  employeeID: string;
  leaveTypeID: string;
  balance: number;
  asOfDate: string;
}

export interface ResolvedRows {
  resolved: ResolvedRow[];
  errors: LeaveBalanceImportError[];
}

/** An import anchor already in the ledger for (employee, leave type, as-of date). */
export interface StoredImport {
  employeeID: string;
  leaveTypeID: string;
  asOfDate: string;
  /** The newest anchor's amount (highest seq). */
  amount: number;
  /** How many import entries the key has (the first and its corrections). */
  entries: number;
}

export interface PlannedEntry {
  row: number;
  employeeID: string;
  leaveTypeID: string;
  asOfDate: string;
  amount: number;
  sourceKey: string;
}

export interface ImportPlan {
  entries: PlannedEntry[];
  unchanged: number;
}

export const importKey = (row: { employeeID: string; leaveTypeID: string; asOfDate: string }): string => `${row.employeeID}|${row.leaveTypeID}|${row.asOfDate}`;

/**
 * A leave type is named by its external ID (exact) or else its name (any case); a name two
 * leave types share names neither.
 */
export function leaveTypeFinder(types: readonly ImportLeaveType[]): (text: string) => { id: string } | { why: string } {
  const byExternalID = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const type of types) {
    if (type.externalID?.trim()) add(byExternalID, type.externalID.trim(), type.id);
    add(byName, type.name.trim().toLowerCase(), type.id);
  }
  return (text) => {
    const matches = byExternalID.get(text) ?? byName.get(text.toLowerCase()) ?? [];
    if (matches.length === 1) return { id: matches[0] };
    return { why: matches.length === 0 ? 'no leave type has this name or external ID' : `${matches.length} leave types have this name or external ID` };
  };
}

export function resolveRows(rows: readonly BalanceRow[], employees: readonly ImportEmployee[], types: readonly ImportLeaveType[]): ResolvedRows {
  const employeeByNumber = new Map(employees.map((employee) => [employee.employeeNumber, employee]));
  const findType = leaveTypeFinder(types);
  const firstRowOfKey = new Map<string, number>();
  const resolved: ResolvedRow[] = [];
  const errors: LeaveBalanceImportError[] = [];
  for (const row of rows) {
    const rowErrors: LeaveBalanceImportError[] = [];
    const employee = employeeByNumber.get(row.employeeNumber);
    if (!employee) rowErrors.push({ row: row.row, column: 'employee number', value: row.employeeNumber, why: 'no employee has this number' });
    const type = findType(row.leaveType);
    if ('why' in type) rowErrors.push({ row: row.row, column: 'leave type', value: row.leaveType, why: type.why });
    if (employee && row.asOfDate > employee.today) rowErrors.push({ row: row.row, column: 'as-of date', value: row.asOfDate, why: `after today (${employee.today}) for the employee` });
    if (rowErrors.length > 0 || !employee || 'why' in type) {
      errors.push(...rowErrors);
      continue;
    }
    const candidate = { row: row.row, employeeID: employee.id, leaveTypeID: type.id, balance: row.balance, asOfDate: row.asOfDate };
    const key = importKey(candidate);
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      errors.push({ row: row.row, column: 'as-of date', value: row.asOfDate, why: `same employee, leave type and as-of date as row ${first}` });
      continue;
    }
    firstRowOfKey.set(key, row.row);
    resolved.push(candidate);
  }
  return { resolved, errors };
}

/** What each resolved row posts, given the import anchors already stored for its key. */
export function planImport(rows: readonly ResolvedRow[], stored: readonly StoredImport[]): ImportPlan {
  const storedByKey = new Map(stored.map((entry) => [importKey(entry), entry]));
  const entries: PlannedEntry[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const before = storedByKey.get(importKey(row));
    const planned = { row: row.row, employeeID: row.employeeID, leaveTypeID: row.leaveTypeID, asOfDate: row.asOfDate, amount: row.balance };
    if (!before) entries.push({ ...planned, sourceKey: `import:${row.asOfDate}` });
    else if (toTenThousandths(before.amount) === toTenThousandths(row.balance)) unchanged += 1;
    else entries.push({ ...planned, sourceKey: `import:${row.asOfDate}:c${before.entries}` });
  }
  return { entries, unchanged };
}
