import type { Permission } from '@tna/contracts';

/** The user behind a request's Token, as the guard found them. */
export interface SessionUser {
  userID: string;
  username: string;
  fullName: string;
  isAdministrator: boolean;
  permissions: Partial<Record<Permission, boolean>>;
}

export const SESSION_LIMITS = Symbol('SESSION_LIMITS');
