/**
 * Permission flags of a security template. Administrators bypass every check; other users hold
 * the flags their template grants.
 */
export const PERMISSIONS = [
  // The permission set of part 1 §3.
  'setupOrganisational',
  'setupRules',
  'setupPayroll',
  'setupSystem',
  'setupEvents',
  'scannerMaint',
  'rptReport',
  'rptGraph',
  'empEmployees',
  'empEmployeesAdd',
  'empEmployeesEdit',
  'empClockings',
  'empClockingsMap',
  'dataExport',
  'dataImport',
  // Flags that guard calls in calls.tsv beyond that set.
  'empEmployeesDelete',
  'empDeallocateShifts',
  'clkTimeAdjustments',
  'clkShiftChanges',
  'clkLockUnlock',
  'clkRecalculate',
  'clkDeleteReprocess',
  'clkManualClocking',
  'clkAuthoriseHours',
  'clkChangeOrgInfo',
  'clkChangeLocation',
  'clkLeave',
  // Security template items (part 1 §6, part 2 §6) that no listed call checks yet: a template
  // can only record what has a flag.
  'empEmployeesMainDetails',
  'empEmployeesWorkRules',
  'empViewRate',
  'empAmendRate',
  'empRoster',
  'clkNoPay',
  'clkAuthoriseOwnHours',
  'clkOvertimePoolAccess',
  'clkOvertimePoolAuthorise',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const PERMISSION_LOOKUP: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_LOOKUP.has(value);
}

/** The flags a template grants, as the specification names them: one boolean per flag, absent is false. */
export type PermissionSet = Readonly<Partial<Record<Permission, boolean>>>;

/** What a check needs to know about the logged-in user. */
export interface UserRights {
  isAdministrator: boolean;
  permissions: PermissionSet;
}

/** True when the user is an administrator or holds any one of the flags. */
export function hasAnyPermission(user: UserRights, flags: readonly Permission[]): boolean {
  return user.isAdministrator || flags.some((flag) => user.permissions[flag] === true);
}

export interface SecurityTemplateItem {
  flag: Permission;
  label: string;
}

export interface SecurityTemplateGroup {
  label: string;
  items: readonly SecurityTemplateItem[];
}

/**
 * The security template editor: its groups and items in the specification's order and wording.
 * Every flag appears at least once.
 */
export const SECURITY_TEMPLATE_GROUPS: readonly SecurityTemplateGroup[] = [
  {
    label: 'Setup',
    items: [
      { flag: 'setupOrganisational', label: 'Organisational' },
      { flag: 'setupRules', label: 'Shift, Work & Time Rules' },
      { flag: 'setupPayroll', label: 'Payroll' },
      { flag: 'setupSystem', label: 'System' },
      { flag: 'setupEvents', label: 'Events & Alerts' },
      // Part 1 §6 puts job function, project, value type and template under setupRules, so this
      // item is a second handle on the same flag rather than a flag nothing would check.
      { flag: 'setupRules', label: 'Job Costing' },
    ],
  },
  {
    label: 'Employee setup',
    items: [
      // The spec's list omits the flag that opens the Employees list; without it here no
      // template could grant it.
      { flag: 'empEmployees', label: 'View Employees' },
      { flag: 'empEmployeesAdd', label: 'Add' },
      { flag: 'empEmployeesEdit', label: 'Edit' },
      { flag: 'empEmployeesDelete', label: 'Delete' },
      { flag: 'empEmployeesMainDetails', label: 'Main Details' },
      { flag: 'empEmployeesWorkRules', label: 'Work Rules' },
      { flag: 'empDeallocateShifts', label: 'De-Allocate Shifts button' },
      { flag: 'empViewRate', label: 'View Rate' },
      { flag: 'empAmendRate', label: 'Amend Rate' },
    ],
  },
  {
    label: 'Roster',
    items: [{ flag: 'empRoster', label: 'Roster' }],
  },
  {
    label: 'Clocking screen',
    items: [
      // As for View Employees: the flag that opens the clocking screen must be grantable.
      { flag: 'empClockings', label: 'View Clockings' },
      { flag: 'clkManualClocking', label: 'Manual Clocking' },
      { flag: 'clkTimeAdjustments', label: 'Time Adjustments' },
      { flag: 'clkNoPay', label: 'No Pay T/B/A' },
      { flag: 'clkShiftChanges', label: 'Shift/Work Cycle Changes' },
      { flag: 'clkLeave', label: 'Leave' },
      { flag: 'clkLockUnlock', label: 'Lock/Unlock Changes' },
      { flag: 'clkRecalculate', label: 'Recalculate Time Values' },
      { flag: 'clkDeleteReprocess', label: 'Delete & Re-Process' },
      { flag: 'empClockingsMap', label: 'Geo Location Map' },
      { flag: 'clkAuthoriseHours', label: 'Authorise Hours (all)' },
      { flag: 'clkAuthoriseOwnHours', label: 'Own Hours' },
      { flag: 'clkChangeOrgInfo', label: 'Change Org Info' },
      { flag: 'clkChangeLocation', label: 'Change Location' },
      { flag: 'clkOvertimePoolAccess', label: 'Overtime Pool Access' },
      { flag: 'clkOvertimePoolAuthorise', label: 'Overtime Pool Authorisation' },
    ],
  },
  {
    label: 'Data',
    items: [
      { flag: 'dataImport', label: 'Import' },
      { flag: 'dataExport', label: 'Export' },
    ],
  },
  {
    label: 'Dashboard',
    items: [
      { flag: 'rptGraph', label: 'Graph' },
      { flag: 'rptReport', label: 'Reports' },
    ],
  },
  {
    label: 'Maintenance',
    items: [{ flag: 'scannerMaint', label: 'Biometric Reader' }],
  },
];

/** The six setup flags: any one opens the Settings dashboard and menu group. */
export const SETUP_PERMISSIONS = [
  'setupOrganisational',
  'setupRules',
  'setupPayroll',
  'setupSystem',
  'setupEvents',
  'scannerMaint',
] as const satisfies readonly Permission[];

/** Sidebar entries (part 1 §6) and the flags of which any one enables them. */
export const SIDEBAR_ENABLED_BY = {
  employees: ['empEmployees'],
  clockings: ['empClockings'],
  reports: ['rptReport'],
  graphs: ['rptGraph'],
  dataExport: ['dataExport'],
  payrollCalc: ['dataExport'],
  dataImport: ['dataImport'],
  /** The spec states it negatively: disabled when setupPayroll, dataImport and dataExport are all false. */
  adminGroup: ['setupPayroll', 'dataImport', 'dataExport'],
  /** The settings dashboard and the Settings group. */
  settings: SETUP_PERMISSIONS,
} as const satisfies Record<string, readonly Permission[]>;
export type SidebarEntry = keyof typeof SIDEBAR_ENABLED_BY;

export function isSidebarEntryEnabled(entry: SidebarEntry, user: UserRights): boolean {
  return hasAnyPermission(user, SIDEBAR_ENABLED_BY[entry]);
}
