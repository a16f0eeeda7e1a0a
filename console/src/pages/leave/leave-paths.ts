/** The leave pages' addresses, shared by the route config and the links to them. */
export const LEAVE_APPROVALS_PATH = '/leave/approvals';
export const LEAVE_STATEMENT_PATH = '/leave/statement/:employeeID';

export const leaveStatementPath = (employeeID: string) => `/leave/statement/${encodeURIComponent(employeeID)}`;
