/** The organisation columns of an employee-day, as ChangeOrgInfo and ChangeLocation set them. */
export interface DayOrgColumns {
  business_unit_id?: string;
  department_id?: string;
  cost_centre_id?: string;
  team_id?: string;
  job_title_id?: string;
  location_id?: string;
}

const COLUMN_OF = {
  businessUnitID: 'business_unit_id',
  departmentID: 'department_id',
  costCentreID: 'cost_centre_id',
  teamID: 'team_id',
  jobTitleID: 'job_title_id',
  locationID: 'location_id',
} as const satisfies Record<string, keyof DayOrgColumns>;

/** The columns a request sets: the fields it gives; the ones left out keep what each day had. */
export function dayOrgColumnsOf(request: Partial<Record<keyof typeof COLUMN_OF, string>>): DayOrgColumns {
  const columns: DayOrgColumns = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, keyof DayOrgColumns][]) {
    const value = request[field];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}

/** ChangeOrgInfo and ChangeLocation: 1 Processed when any day changed, else 150 (every day asked was locked). */
export function orgChangeResultCode(changedDays: number): 1 | 150 {
  return changedDays > 0 ? 1 : 150;
}

/** FILOSwitchOnOff: 150 when every day asked was locked; else 12 when the recalculation was scheduled, 11 when done. */
export function filoResultCode(changedDays: number, scheduled: boolean): 11 | 12 | 150 {
  if (changedDays === 0) return 150;
  return scheduled ? 12 : 11;
}
