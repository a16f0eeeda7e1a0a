/**
 * Year end (LEAVE.md §2.1), in ten-thousandths: of the balance B at the end of 31 December, the
 * part above the carry-over limit is lost (a 5 entry dated 31 December) and the rest carries (a
 * 4 entry dated 1 January), also when B is 0 or negative. No limit: everything carries.
 */
export function yearEnd(balance: number, carryOverLimit: number | null): { lost: number; carried: number } {
  const lost = carryOverLimit !== null && balance > carryOverLimit ? balance - carryOverLimit : 0;
  return { lost, carried: balance - lost };
}

/** The 31 Decembers from the appointment date up to `asOf`. */
export function yearEndsFrom(appointed: string, asOf: string): string[] {
  const ends: string[] = [];
  for (let year = Number(appointed.slice(0, 4)); `${year}-12-31` <= asOf; year += 1) ends.push(`${year}-12-31`);
  return ends;
}
