/** Input the accrual cannot work on; `field` names the offending value (e.g. `rules[1].x`). */
export class InvalidAccrualInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'InvalidAccrualInputError';
  }
}
