const SECRET_KEY = /password|token|secret/i;
const MAX_STRING = 200;
const MAX_ITEMS = 50;
const MAX_DEPTH = 4;

/**
 * A call's input as the audit log keeps it: passwords and tokens replaced, long strings cut,
 * long lists and deep nesting shortened, binary bodies (a photo) only counted, so an entry stays
 * small whatever was sent.
 */
export function auditedInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} characters)` : value;
  if (value === null || typeof value !== 'object') return value;
  // Not walked as an object: Object.entries of a 10 MB photo is ten million pairs, 14 s of the api's CPU.
  if (ArrayBuffer.isView(value)) return `… (${value.byteLength} bytes)`;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => auditedInput(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length} items)`] : items;
  }
  const entries = Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS);
  return Object.fromEntries(entries.map(([key, item]) => [key, SECRET_KEY.test(key) ? '[not recorded]' : auditedInput(item, depth + 1)]));
}

/**
 * Whether a call changes data, and so is audited: everything but reads (`Get…`), report
 * generation (`Generate…`), the payroll value calculation (it stores nothing) and the login
 * calls, which record their own entries.
 */
export function changesData(callName: string): boolean {
  return !/^(Get|Generate)/.test(callName) && !['UserLogin', 'UserLoginWindowsAuth', 'CalculatePayrollValues'].includes(callName);
}

/** The record a call acted on: the `ID` parameter, else the body's `id`, else the answer's. */
export function targetOf(query: unknown, body: unknown, answer: unknown): string | null {
  const pick = (source: unknown, key: string) => {
    const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.length <= 100 ? value : undefined;
  };
  return pick(query, 'ID') ?? pick(body, 'id') ?? pick(answer, 'id') ?? null;
}
