/**
 * Approval levels (LEAVE.md §3). The applicant's level is the authority level of the system user
 * linked to the employee (0 without one). An approver is an active user with the leave right
 * (clkLeave, or an administrator) whose team's level is above the applicant's. The first decision
 * moves 0 to 1 or 2; a decision by a user above the first approver's level, or by one at the
 * highest level there is, is final (11 or 22). An administrator counts at the highest level: the
 * specification lets administrators bypass checks, so their decision is final.
 */

export interface Approver {
  userID: string;
  active: boolean;
  /** clkLeave, or an administrator. */
  leaveRight: boolean;
  isAdministrator: boolean;
  /** The user's team's authority level (0 without a team). */
  level: number;
}

export interface ApplicationState {
  /** 0, 1, 2, 11, 22. */
  status: number;
  cancelled: boolean;
  applicantLevel: number;
  /** Set after the first decision (1 or 2). */
  firstApproverLevel: number | null;
}

/** The level a user decides at; an administrator decides at the highest level there is. */
export function effectiveLevel(user: Approver, highestLevel: number): number {
  return user.isAdministrator ? Math.max(user.level, highestLevel) : user.level;
}

/** Whether the user may decide the application now. */
export function mayDecide(application: ApplicationState, user: Approver, highestLevel: number): boolean {
  if (!user.active || !user.leaveRight || application.cancelled) return false;
  // Administrators bypass the levels, also where no team has one (a new installation: the
  // highest level is then 0, the applicant's too) or the applicant's is the highest.
  if (user.isAdministrator) return application.status === 0 || application.status === 1 || application.status === 2;
  const level = effectiveLevel(user, highestLevel);
  if (level <= application.applicantLevel) return false;
  if (application.status === 0) return true;
  if (application.status === 1 || application.status === 2) return level > (application.firstApproverLevel ?? application.applicantLevel);
  return false;
}

/** The status a user's decision gives: final when the application was decided once already, or the user is at the highest level. */
export function decidedStatus(application: ApplicationState, user: Approver, highestLevel: number, approve: boolean): 1 | 2 | 11 | 22 {
  const final = application.status !== 0 || effectiveLevel(user, highestLevel) >= highestLevel;
  if (approve) return final ? 11 : 1;
  return final ? 22 : 2;
}

export function isDecided(application: ApplicationState): boolean {
  return application.cancelled || application.status === 11 || application.status === 22;
}

/** The highest team level among users who may decide leave (administrators aside): a decision there is final. */
export function highestLevel(approvers: readonly Approver[]): number {
  return approvers.reduce((highest, approver) => Math.max(highest, approver.isAdministrator ? 0 : approver.level), 0);
}
