/** Input the engine cannot calculate; `field` names the offending value (e.g. `shift.breaks[0].end`). */
export class InvalidShiftInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'InvalidShiftInputError';
  }
}
