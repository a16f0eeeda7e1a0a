import type { Actor, EmployeesDateRangeRequest } from '@tna/contracts';
import type { DayOrgColumns } from '../../domain/shift-control-outcome';

/** ChangeOrgInfo and ChangeLocation: the organisation or location of the chosen employees' unlocked days. */
export class ChangeDayOrgCommand {
  constructor(
    readonly request: EmployeesDateRangeRequest,
    readonly columns: DayOrgColumns,
    readonly actor: Actor,
  ) {}
}
