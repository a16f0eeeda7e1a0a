/** GetLeaveAppsToApprove: the applications the user may decide now. */
export class GetLeaveAppsToApproveQuery {
  constructor(readonly userID: string) {}
}
