import { defaultCalls, type CrossFieldRule, type EntityDescriptor } from './descriptor';
import { externalIDField, nameField } from './organisation';

/**
 * The Leave setup entities (part 1 §3 "Leave"): leave types and their reasons, leave rules that
 * say how leave accrues, and leave schemes that group rules for employees and shifts.
 */

const LEAVE_GROUP = 'Leave';

/** Leave statement units (part 2 §4); 0 means not specified, which is an error. */
export const LEAVE_UNITS = [
  { value: 1, label: 'Hours' },
  { value: 2, label: 'Days' },
  { value: 3, label: 'Weeks' },
  { value: 4, label: 'Months' },
] as const;

export const LEAVE_ACCRUAL_INTERVALS = [
  { value: 1, label: 'Day' },
  { value: 2, label: 'Week' },
  { value: 3, label: 'Month' },
  { value: 4, label: 'Year' },
] as const;

/** What X counts: intervals, days worked or hours worked, each X of them earning the accrue value. */
export const LEAVE_ACCRUE_TYPES = [
  { value: 'everyXIntervals', label: 'Every X intervals' },
  { value: 'perXDaysWorked', label: 'Per X days worked' },
  { value: 'perXHoursWorked', label: 'Per X hours worked' },
] as const;

const description = { name: 'description', label: 'Description', type: 'text' } as const;

export const LEAVE_TYPE: EntityDescriptor = {
  name: 'LeaveType',
  label: 'Leave Type',
  pluralLabel: 'Leave Types',
  table: 'leave_types',
  calls: defaultCalls('LeaveType'),
  permission: 'setupRules',
  menuGroup: LEAVE_GROUP,
  route: 'leave-type',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    { name: 'unitOfMeasure', label: 'Unit of measure', type: 'enum', options: LEAVE_UNITS, required: true, listed: true, filterable: true },
    {
      name: 'minBalance',
      label: 'Minimum balance',
      type: 'decimal',
      min: -100_000,
      max: 100_000,
      help: 'An application may not take the balance below this, in the leave type’s unit; blank: 0; below 0 allows borrowing.',
    },
    externalIDField,
  ],
};

/** A leave type's reasons; the specification's calls name them leave type reasons. */
export const LEAVE_REASON: EntityDescriptor = {
  name: 'LeaveReason',
  label: 'Leave Reason',
  pluralLabel: 'Leave Reasons',
  table: 'leave_reasons',
  calls: defaultCalls('LeaveTypeReason'),
  permission: 'setupRules',
  menuGroup: LEAVE_GROUP,
  route: 'leave-reason',
  nameField: 'name',
  fields: [
    // Unique per leave type, not overall: several types may have a reason "Other".
    { name: 'name', label: 'Name', type: 'string', required: true, listed: true, searchable: true, uniqueWithin: ['leaveTypeID'] },
    { name: 'leaveTypeID', label: 'Leave type', type: 'reference', references: 'LeaveType', required: true, listed: true, filterable: true },
    { name: 'code', label: 'Code', type: 'string', maxLength: 20, listed: true, searchable: true },
  ],
};

export const LEAVE_RULE: EntityDescriptor = {
  name: 'LeaveRule',
  label: 'Leave Rule',
  pluralLabel: 'Leave Rules',
  table: 'leave_rules',
  calls: defaultCalls('LeaveRule'),
  permission: 'setupRules',
  menuGroup: LEAVE_GROUP,
  route: 'leave-rule',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    { name: 'leaveTypeID', label: 'Leave type', type: 'reference', references: 'LeaveType', required: true, listed: true, filterable: true },
    {
      name: 'lengthOfService',
      label: 'Length of service (months)',
      type: 'integer',
      required: true,
      min: 0,
      max: 600,
      defaultValue: 0,
      listed: true,
      help: 'The rule applies once the employee has served this many months since the appointment date.',
    },
    { name: 'accrualInterval', label: 'Interval', type: 'enum', options: LEAVE_ACCRUAL_INTERVALS, required: true, defaultValue: 3, listed: true },
    { name: 'accrueType', label: 'Accrue type', type: 'enum', options: LEAVE_ACCRUE_TYPES, required: true, defaultValue: 'everyXIntervals' },
    { name: 'x', label: 'X', type: 'integer', required: true, min: 1, max: 10_000, defaultValue: 1, help: 'How many intervals, days worked or hours worked earn the accrue value.' },
    { name: 'accrueValue', label: 'Accrue value', type: 'decimal', required: true, min: 0, max: 10_000, listed: true, help: 'In the leave type’s unit.' },
    { name: 'maxAccumulation', label: 'Max accumulation', type: 'decimal', min: 0, max: 100_000, help: 'The balance accrual stops at, in the leave type’s unit; blank: no limit.' },
    {
      name: 'carryOverLimit',
      label: 'Carry-over limit',
      type: 'decimal',
      min: 0,
      max: 100_000,
      help: 'The most that carries into the new year on 1 January; the rest is lost on 31 December. Blank: everything carries.',
    },
    description,
  ],
};

/** A rule that each row of a rows field names a different `key` (blank keys aside). */
export const distinctRows = (field: string, key: string, message: string): CrossFieldRule => ({
  field: `${field}[].${key}`,
  message,
  holds: (record) => {
    const rows = Array.isArray(record[field]) ? (record[field] as Record<string, unknown>[]) : [];
    const keys = rows.map((row) => row?.[key]).filter((value) => value !== null && value !== undefined);
    return new Set(keys).size === keys.length;
  },
});

export const LEAVE_SCHEME: EntityDescriptor = {
  name: 'LeaveScheme',
  label: 'Leave Scheme',
  pluralLabel: 'Leave Schemes',
  table: 'leave_schemes',
  calls: defaultCalls('LeaveScheme'),
  permission: 'setupRules',
  menuGroup: LEAVE_GROUP,
  route: 'leave-scheme',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    description,
    {
      name: 'leaveRules',
      label: 'Leave rules',
      type: 'rows',
      maxRows: 100,
      rowFields: [
        { name: 'leaveRuleID', label: 'Leave rule', type: 'reference', references: 'LeaveRule', required: true },
        { name: 'sequenceNumber', label: 'Sequence number', type: 'integer', min: 1, max: 1000, help: 'The order of evaluation; blank: the order of capture.' },
      ],
      help: 'Rules with a sequence number are evaluated in its order, then those without in the order captured.',
    },
  ],
  rules: [
    distinctRows('leaveRules', 'leaveRuleID', 'each leave rule may appear only once in a scheme'),
    distinctRows('leaveRules', 'sequenceNumber', 'each sequence number may appear only once in a scheme'),
  ],
};

/** Every leave descriptor, in settings-menu order. */
export const LEAVE_ENTITIES: readonly EntityDescriptor[] = [LEAVE_TYPE, LEAVE_REASON, LEAVE_RULE, LEAVE_SCHEME];
