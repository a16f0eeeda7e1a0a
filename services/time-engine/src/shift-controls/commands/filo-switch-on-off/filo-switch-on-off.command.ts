import type { Actor, FILOSwitchOnOffRequest } from '@tna/contracts';

/** FILOSwitchOnOff: FILO on or off for the chosen employees' unlocked days, then those days recalculated. */
export class FILOSwitchOnOffCommand {
  constructor(
    readonly request: FILOSwitchOnOffRequest,
    readonly actor: Actor,
  ) {}
}
