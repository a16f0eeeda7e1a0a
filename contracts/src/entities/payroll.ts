import type { CrossFieldRule, EntityDescriptor, FieldDescriptor } from './descriptor';
import { distinctRows } from './leave';
import { nameField } from './organisation';

/**
 * The payroll setup (part 2 §3, §5; PAYROLL.md): a payroll with its normal time make-up, and its
 * three kinds of rows, each with calls of its own and edited on the payroll's page: the pay code
 * mapping, the non-time make-up and the pay codes added to normal time ("non-time add-before
 * make-up"). The payroll service reads them through the api's published views (docs/payroll.md).
 */

const PAYROLL_GROUP = 'Payroll';

/**
 * "type,type;value,value" (part 2 §5) as a map of type to value; `{}` when blank, null when the
 * text is not of that form: one semicolon, as many values as types, each type named once.
 */
export function payrollParameters(text: string | null | undefined): Record<string, string> | null {
  if (text === null || text === undefined || text.trim() === '') return {};
  const halves = text.split(';');
  if (halves.length !== 2) return null;
  const [types, values] = halves.map((half) => half.split(',').map((item) => item.trim()));
  if (types.length !== values.length || types.some((type) => type === '') || new Set(types).size !== types.length) return null;
  return Object.fromEntries(types.map((type, index) => [type, values[index]]));
}

/** What a day's values a mapping row may name (PAYROLL.md §2.1 step 2); `leave` with its leave type. */
export const PAYROLL_MAPPED_VALUES = [
  { value: 'normal', label: 'Normal time' },
  ...Array.from({ length: 10 }, (_, index) => ({ value: `overtime${index + 1}`, label: `Overtime ${index + 1}` })),
  { value: 'noPay', label: 'No pay' },
  { value: 'leave', label: 'Leave' },
] as const;

/** The minimum is per run, and a run covers at most 366 days. */
const MAX_PERIOD_MINUTES = 366 * 24 * 60;

const payCodeField: FieldDescriptor = { name: 'payCodeID', label: 'Pay code', type: 'reference', references: 'PayCode', required: true, listed: true, filterable: true };

const payrollField = (label: string): FieldDescriptor => ({ name: 'payrollID', label, type: 'reference', references: 'Payroll', required: true, listed: true, filterable: true });

const parametersRule: CrossFieldRule = {
  field: 'parameters',
  message: 'Parameters must read "type,type;value,value": as many values as types, each type named once',
  holds: (record) => payrollParameters(record.parameters as string | null) !== null,
};

export const PAYROLL: EntityDescriptor = {
  name: 'Payroll',
  label: 'Payroll',
  pluralLabel: 'Payrolls',
  table: 'payrolls',
  calls: {
    create: 'CreatePayroll',
    update: 'UpdatePayroll',
    delete: 'DeletePayRoll',
    get: 'GetPayroll',
    list: 'GetPayrolls',
    idName: 'GetPayrolls_IDName',
  },
  permission: 'setupPayroll',
  menuGroup: PAYROLL_GROUP,
  route: 'payroll',
  nameField: 'name',
  fields: [
    nameField(),
    // Not unique: several payrolls may share a number (part 2 §5). Text, so leading zeros stay.
    { name: 'number', label: 'Number', type: 'string', required: true, maxLength: 20, listed: true, searchable: true, help: 'The payroll system’s number for it; several payrolls may share one.' },
    { name: 'exportFileVersion', label: 'Export file version', type: 'string', maxLength: 20, listed: true, help: 'Written into export files for the payroll system to check.' },
    {
      name: 'parameters',
      label: 'Parameters',
      type: 'string',
      maxLength: 500,
      help: 'Types separated by commas, a semicolon, then their values in the same order, e.g. "company,batch;ACME,7". Export templates use them.',
    },
    {
      name: 'basedOnTargetHours',
      label: 'Based on target hours',
      type: 'boolean',
      defaultValue: false,
      listed: true,
      help: 'The minimum normal time is the scheduled target hours of the days in the run.',
    },
    {
      name: 'minimumNormalMinutes',
      label: 'Minimum normal time',
      type: 'minutes',
      min: 0,
      max: MAX_PERIOD_MINUTES,
      help: 'Normal time below this is made up from the make-up sequence; blank: no make-up (unless based on target hours).',
    },
    {
      name: 'overtimePaidAfterMinimum',
      label: 'Overtime paid after minimum',
      type: 'boolean',
      defaultValue: false,
      help: 'Overtime is paid only once normal time reaches the minimum, except Sunday and public holiday overtime.',
    },
    {
      name: 'makeUpSequence',
      label: 'Make-up pay code sequence',
      type: 'rows',
      maxRows: 50,
      rowFields: [{ ...payCodeField, listed: false, filterable: false }],
      help: 'The pay codes normal time is made up from, in this order.',
    },
  ],
  rules: [
    parametersRule,
    {
      field: 'minimumNormalMinutes',
      message: 'Minimum normal time must be blank when it is based on target hours',
      holds: (record) => !(record.basedOnTargetHours === true && record.minimumNormalMinutes !== null && record.minimumNormalMinutes !== undefined),
    },
    distinctRows('makeUpSequence', 'payCodeID', 'each pay code may appear only once in the make-up sequence'),
  ],
};

const rowsOfPayroll = (call: string) => ({ entity: 'Payroll', field: 'payrollID', call, param: 'PayrollID' });

/** Which pay code a value of the day goes to; each value once per payroll, a leave value once per leave type. */
export const PAYROLL_PAY_CODE_MAPPING: EntityDescriptor = {
  name: 'PayrollPayCodeMapping',
  label: 'Pay Code Mapping',
  pluralLabel: 'Pay Code Mappings',
  table: 'payroll_pay_code_mappings',
  calls: {
    create: 'CreatePayrollPayCodeMapping',
    update: 'UpdatePayrollPayCodeMapping',
    delete: 'DeletePayrollPayCodeMapping',
    get: 'GetPayrollPayCodeMapping',
    list: 'GetPayrollPayCodeMappings',
    idName: 'GetPayrollPayCodeMappings_IDName',
  },
  permission: 'setupPayroll',
  menuGroup: PAYROLL_GROUP,
  route: 'payroll-pay-code-mapping',
  nameField: 'value',
  master: rowsOfPayroll('GetPayrollPayCodeMappings_ForPayrollID'),
  fields: [
    payrollField('Payroll'),
    { name: 'value', label: 'Value', type: 'enum', options: PAYROLL_MAPPED_VALUES, required: true, listed: true, filterable: true, uniqueWithin: ['payrollID', 'leaveTypeID'] },
    { name: 'leaveTypeID', label: 'Leave type', type: 'reference', references: 'LeaveType', listed: true, help: 'For the value Leave: which leave type’s hours.' },
    payCodeField,
  ],
  rules: [
    {
      field: 'leaveTypeID',
      message: 'Leave type is required for the value Leave, and only for it',
      holds: (record) => (record.value === 'leave') === (record.leaveTypeID !== null && record.leaveTypeID !== undefined),
    },
  ],
};

const sequenceField: FieldDescriptor = {
  name: 'sequence',
  label: 'Sequence',
  type: 'integer',
  required: true,
  min: 1,
  max: 1000,
  listed: true,
  uniqueWithin: ['payrollID'],
  help: 'The order in which the rows count, lowest first.',
};

/** Non-time pay codes (allowances, say) that make up normal time after the make-up sequence. */
export const PAYROLL_NT_MAKE_UP: EntityDescriptor = {
  name: 'PayrollNTMakeUp',
  label: 'Non-time Make-up',
  pluralLabel: 'Non-time Make-ups',
  table: 'payroll_nt_make_ups',
  calls: {
    create: 'CreatePayrollNTMakeUp',
    update: 'UpdatePayrollNTMakeUp',
    delete: 'DeletePayrollNTMakeUp',
    get: 'GetPayrollNTMakeUp',
    list: 'GetPayrollNTMakeUps',
    idName: 'GetPayrollNTMakeUps_IDName',
  },
  permission: 'setupPayroll',
  menuGroup: PAYROLL_GROUP,
  route: 'payroll-nt-make-up',
  nameField: 'sequence',
  master: rowsOfPayroll('GetPayrollNTMakeUps_ForPayrollID'),
  fields: [payrollField('Payroll'), sequenceField, { ...payCodeField, uniqueWithin: ['payrollID'] }],
};

/** Pay codes (paid leave, say) counted towards normal time before any make-up (the "non-time add-before make-up"). */
export const PAYROLL_NT_ADD_BEFORE_MAKE_UP: EntityDescriptor = {
  name: 'PayrollNTAddBeforeMakeUp',
  label: 'Pay Code Added to Normal Time',
  pluralLabel: 'Pay Codes Added to Normal Time',
  table: 'payroll_nt_add_before_make_ups',
  calls: {
    create: 'CreatePayrollNTAddBeforeMakeUp',
    update: 'UpdatePayrollNTAddBeforeMakeUp',
    delete: 'DeletePayrollNTAddBeforeMakeUp',
    get: 'GetPayrollNTAddBeforeMakeUp',
    list: 'GetPayrollNTAddBeforeMakeUps',
    idName: 'GetPayrollNTAddBeforeMakeUps_IDName',
  },
  permission: 'setupPayroll',
  menuGroup: PAYROLL_GROUP,
  route: 'payroll-nt-add-before-make-up',
  nameField: 'sequence',
  master: rowsOfPayroll('GetPayrollNTAddBeforeMakeUps_ForPayrollID'),
  fields: [payrollField('Payroll'), sequenceField, { ...payCodeField, uniqueWithin: ['payrollID'] }],
};

/** Every payroll descriptor: the payroll, then its rows. */
export const PAYROLL_ENTITIES: readonly EntityDescriptor[] = [PAYROLL, PAYROLL_PAY_CODE_MAPPING, PAYROLL_NT_MAKE_UP, PAYROLL_NT_ADD_BEFORE_MAKE_UP];
