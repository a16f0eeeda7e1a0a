/** What an alert says about its employee (a row of `api.v_evaluation_employees`). */
export interface AlertEmployee {
  id: string;
  employeeNumber: string;
  /** The preferred name, else the first name, and the surname. */
  name: string;
  /** IANA zone; the company's when the record has none. */
  timeZone: string;
}

/** The preferred name when there is one, else the first name, then the surname (as the leave screens show it). */
export function employeeName(row: { firstName: string | null; preferredName: string | null; surname: string | null }): string {
  const given = row.preferredName?.trim() || row.firstName?.trim() || '';
  return `${given} ${row.surname?.trim() ?? ''}`.trim();
}
