/**
 * The numbered parameters of one statement built from parts (CTEs written by several stores):
 * `add` keeps a value and answers its placeholder, so each part numbers its own without knowing
 * the others'.
 */
export class StatementParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
