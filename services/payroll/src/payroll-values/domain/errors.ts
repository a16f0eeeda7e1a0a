/** Input the payroll value calculation cannot work on; `field` names the offending value (e.g. `days[3].normal`). */
export class InvalidPayrollValuesInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'InvalidPayrollValuesInputError';
  }
}

/** A pay code allocation formula that does not parse, names an unknown variable or gives no number. */
export class PayCodeFormulaError extends Error {
  constructor(
    readonly formula: string,
    readonly reason: string,
  ) {
    super(`formula ${JSON.stringify(formula)}: ${reason}`);
    this.name = 'PayCodeFormulaError';
  }
}
