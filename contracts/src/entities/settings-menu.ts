/** The settings menu groups, titled and ordered as the specification's settings menu (part 1 §2). */
export const SETTINGS_MENU_GROUPS = [
  'Organisational',
  'Shift, Work and Time Rules',
  'Job Costing',
  'Leave',
  'Payroll',
  'System & Security',
  'Event & Alerts',
  'Biometric Reader Maintenance',
] as const;
export type SettingsMenuGroup = (typeof SETTINGS_MENU_GROUPS)[number];
