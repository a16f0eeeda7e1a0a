import type { Actor, WorkCycleChangeRequest } from '@tna/contracts';

/** WorkCycleChange: a new work cycle for the chosen employees from a date, then their stored days from it recalculated. */
export class WorkCycleChangeCommand {
  constructor(
    readonly request: WorkCycleChangeRequest,
    readonly actor: Actor,
  ) {}
}
