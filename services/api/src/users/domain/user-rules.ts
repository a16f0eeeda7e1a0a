/** The record rules of system users beyond single fields; pure, so the handlers and tests share them. */

export interface AdminState {
  isAdministrator: boolean;
  status: number;
}

/** Whether a change leaves the installation without any active administrator. */
export function removesLastAdministrator(before: AdminState, after: AdminState | null, otherActiveAdministrators: number): boolean {
  const wasActiveAdmin = before.isAdministrator && before.status === 1;
  const staysActiveAdmin = after !== null && after.isAdministrator && after.status === 1;
  return wasActiveAdmin && !staysActiveAdmin && otherActiveAdministrators === 0;
}
