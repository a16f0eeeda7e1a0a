import type { MathNode } from 'mathjs' with { 'resolution-mode': 'import' };
import { PayCodeFormulaError } from './errors';

/** The values a formula may name, all in minutes (flags are 1 or 0). */
export const FORMULA_VARIABLES = [
  'normal',
  'overtime1',
  'overtime2',
  'overtime3',
  'overtime4',
  'overtime5',
  'overtime6',
  'overtime7',
  'overtime8',
  'overtime9',
  'overtime10',
  'overtime',
  'noPay',
  'leave',
  'target',
  'worked',
  'sunday',
  'publicHoliday',
] as const;

export type FormulaVariable = (typeof FORMULA_VARIABLES)[number];
export type FormulaValues = Readonly<Record<FormulaVariable, number>>;

const FUNCTIONS: Readonly<Record<string, { min: number; max: number }>> = {
  min: { min: 1, max: Infinity },
  max: { min: 1, max: Infinity },
  round: { min: 1, max: 1 },
  floor: { min: 1, max: 1 },
  ceil: { min: 1, max: 1 },
  abs: { min: 1, max: 1 },
};

// mathjs names operators by function; only arithmetic, comparison and logic are part of the language.
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus', 'smaller', 'smallerEq', 'larger', 'largerEq', 'equal', 'unequal', 'and', 'or', 'not']);

const KNOWN = new Set<string>(FORMULA_VARIABLES);

type MathJsNumber = typeof import('mathjs/number', { with: { 'resolution-mode': 'import' } });
// mathjs ships a CommonJS build for `require` but types it for `import` only (mathjs#2919), so
// this CommonJS module loads the build with require and gives it the ESM types. The number-only
// build: formulas need neither big numbers, fractions, units nor matrices. Loaded with the first
// formula read: it is about 25 MB of a process's memory, which a payroll without formulas (and
// the export's worker, docs/payroll.md "Memory") does without.
let mathjs: MathJsNumber | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parse = (text: string): MathNode => (mathjs ??= require('mathjs/number') as MathJsNumber).parse(text);

/** A checked formula, ready to run over any day's values. */
export interface PayCodeFormula {
  readonly text: string;
  /** The formula's result in whole minutes (rounded half up), not yet clamped to what the day has. */
  evaluate(values: FormulaValues): number;
}

/**
 * Parses a pay code allocation formula with the mathjs expression parser (a tree, never `eval`)
 * and keeps to a small language: numbers, the FORMULA_VARIABLES, + − × ÷, comparisons, and/or/not,
 * `c ? a : b`, parentheses and min, max, round, floor, ceil, abs. Anything else (units, strings,
 * matrices, assignments, other functions, implicit multiplication) is refused here, when the
 * formula is read, with a PayCodeFormulaError that names what is wrong.
 */
export function compilePayCodeFormula(text: string): PayCodeFormula {
  if (text.trim() === '') throw new PayCodeFormulaError(text, 'is empty');
  let root: MathNode;
  try {
    root = parse(text);
  } catch (error) {
    throw new PayCodeFormulaError(text, `does not parse: ${(error as Error).message}`);
  }
  check(root, text);
  const compiled = root.compile();
  return {
    text,
    evaluate(values) {
      const result: unknown = compiled.evaluate(values);
      const minutes = typeof result === 'boolean' ? Number(result) : result;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes)) throw new PayCodeFormulaError(text, `gives ${String(result)}, not a number of minutes`);
      return Math.round(minutes);
    },
  };
}

// A run meets the same few formulas on every day of every employee: read each once (≈40 µs).
const FORMULAS_KEPT = 1000;
const compiled = new Map<string, PayCodeFormula>();

/** compilePayCodeFormula, remembered by its text. */
export function payCodeFormula(text: string): PayCodeFormula {
  let formula = compiled.get(text);
  if (!formula) {
    formula = compilePayCodeFormula(text);
    if (compiled.size >= FORMULAS_KEPT) compiled.clear();
    compiled.set(text, formula);
  }
  return formula;
}

function check(node: MathNode, text: string): void {
  switch (node.type) {
    case 'ConstantNode': {
      const value = (node as unknown as { value: unknown }).value;
      if (typeof value !== 'number') throw new PayCodeFormulaError(text, `only numbers may be written, not ${JSON.stringify(value)}`);
      return;
    }
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      if (!KNOWN.has(name)) throw new PayCodeFormulaError(text, `unknown variable "${name}" (known: ${FORMULA_VARIABLES.join(', ')})`);
      return;
    }
    case 'ParenthesisNode':
      return check((node as unknown as { content: MathNode }).content, text);
    case 'ConditionalNode': {
      const conditional = node as unknown as { condition: MathNode; trueExpr: MathNode; falseExpr: MathNode };
      [conditional.condition, conditional.trueExpr, conditional.falseExpr].forEach((part) => check(part, text));
      return;
    }
    case 'OperatorNode': {
      const operator = node as unknown as { fn: string; op: string; args: MathNode[]; implicit: boolean };
      if (operator.implicit) throw new PayCodeFormulaError(text, 'write * between factors');
      if (!OPERATORS.has(operator.fn)) throw new PayCodeFormulaError(text, `the operator "${operator.op}" is not part of the language`);
      operator.args.forEach((arg) => check(arg, text));
      return;
    }
    case 'FunctionNode': {
      const call = node as unknown as { fn: MathNode & { name?: string }; args: MathNode[] };
      const name = call.fn.type === 'SymbolNode' ? (call.fn.name ?? '') : '';
      const arity = FUNCTIONS[name];
      if (!arity) throw new PayCodeFormulaError(text, `unknown function "${name || call.fn.toString()}" (known: ${Object.keys(FUNCTIONS).join(', ')})`);
      if (call.args.length < arity.min || call.args.length > arity.max) throw new PayCodeFormulaError(text, `${name} takes ${arity.min === arity.max ? arity.min : `${arity.min} or more`} argument(s)`);
      call.args.forEach((arg) => check(arg, text));
      return;
    }
    default:
      throw new PayCodeFormulaError(text, `"${node.toString()}" is not part of the language`);
  }
}
