import { hasAnyPermission, type Permission, type UserRights } from '@tna/contracts';

/**
 * Whether a user may hand out these flags (in a template, or by assigning a template): only the
 * flags they hold themselves, so managing users and templates never raises anyone's rights above
 * the manager's own. Administrators may hand out everything.
 */
export function mayGrant(granter: UserRights, flags: readonly Permission[]): boolean {
  return granter.isAdministrator || flags.every((flag) => hasAnyPermission(granter, [flag]));
}
