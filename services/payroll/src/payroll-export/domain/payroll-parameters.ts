export type PayrollParametersParse = { ok: true; parameters: Record<string, string> } | { ok: false; message: string };

/**
 * A payroll's parameters text as the specification writes it, types then values:
 * "CompanyCode,BatchID;ABC,42" gives {CompanyCode: "ABC", BatchID: "42"}. Empty text: none.
 * Neither a type nor a value can hold "," or ";" (the format has no escape).
 */
export function parsePayrollParameters(text: string): PayrollParametersParse {
  if (text.trim() === '') return { ok: true, parameters: {} };
  const parts = text.split(';');
  if (parts.length !== 2) return { ok: false, message: 'parameters: expected "type,type;value,value" (one ";")' };
  const types = parts[0]!.split(',').map((type) => type.trim());
  const values = parts[1]!.split(',').map((value) => value.trim());
  if (types.length !== values.length) return { ok: false, message: `parameters: ${types.length} types but ${values.length} values` };
  const parameters: Record<string, string> = {};
  for (const [i, type] of types.entries()) {
    if (type === '') return { ok: false, message: `parameters: type ${i + 1} is empty` };
    if (type in parameters) return { ok: false, message: `parameters: ${type} is given twice` };
    parameters[type] = values[i]!;
  }
  return { ok: true, parameters };
}
