/** GetLeaveTypeReasons_IDNameForLeaveTypeID: the reasons of one leave type. */
export class GetLeaveTypeReasonsQuery {
  constructor(readonly leaveTypeID: string) {}
}
