import type { PermissionSet } from '@tna/contracts';

/** The user behind a request's Token, as the guard found them. */
export interface SessionUser {
  userID: string;
  username: string;
  fullName: string;
  isAdministrator: boolean;
  /** The flags of the user's security template, read on every call so a change applies at once. */
  permissions: PermissionSet;
  /** The user's own employee record, whose hours they may not authorise. */
  employeeID: string | null;
  /** Opened with an expired password: only ChangePassword and logout until it is changed. */
  mustChangePassword: boolean;
}
