import { defaultCalls, type CrossFieldRule, type EntityDescriptor, type FieldDescriptor } from './descriptor';
import { WEEKDAYS } from './access';
import { PAY_RATE } from './pay';

/**
 * The Shift, Work and Time Rules setup entities (part 1 §3, part 2 §3) and the public holiday
 * calendars they use. The api stores them; the time engine reads them through the api's
 * read-only views (`api.v_shifts`, `api.v_work_patterns`, ...).
 */

const RULES_GROUP = 'Shift, Work and Time Rules';
const ORGANISATIONAL_GROUP = 'Organisational';
const BUCKETS = 10;

const nameField = (label = 'Name'): FieldDescriptor => ({
  name: 'name',
  label,
  type: 'string',
  required: true,
  unique: true,
  listed: true,
  searchable: true,
});
const description: FieldDescriptor = { name: 'description', label: 'Description', type: 'text' };
const bucketField = (label = 'Overtime bucket'): FieldDescriptor => ({ name: 'bucket', label, type: 'integer', required: true, min: 1, max: BUCKETS });
const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an `HH:mm` value, or null when absent or malformed (the field check reports those). */
function minuteOf(value: unknown): number | null {
  const match = typeof value === 'string' ? clockTime.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function rowsOf(record: Readonly<Record<string, unknown>>, field: string): Record<string, unknown>[] {
  const rows = record[field];
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Each bucket at most once in a rows field (make-up sequence, limits). */
function distinctBuckets(field: string): CrossFieldRule {
  return {
    field: `${field}[].bucket`,
    message: 'each overtime bucket may appear only once',
    holds: (record) => {
      const buckets = rowsOf(record, field).map((row) => row.bucket);
      return new Set(buckets).size === buckets.length;
    },
  };
}

export const ROUNDING_TYPE: EntityDescriptor = {
  name: 'RoundingType',
  label: 'Rounding Type',
  pluralLabel: 'Rounding Types',
  table: 'rounding_types',
  calls: defaultCalls('RoundingType'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'rounding-type',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    {
      name: 'roundingOnIn',
      label: 'Rounding on IN clocking',
      type: 'boolean',
      defaultValue: true,
      listed: true,
      help: 'Ticked: for IN clockings; otherwise for OUT clockings.',
    },
    { name: 'startMinutes', label: 'Start minutes', type: 'integer', required: true, min: 0, max: 59, defaultValue: 0, listed: true },
    { name: 'minutesBlock', label: 'Minutes block', type: 'integer', required: true, min: 1, max: 60, divides: 60, listed: true, help: 'Must divide 60, e.g. 15, 10, 6 or 5.' },
    {
      name: 'breakpointMinutes',
      label: 'Breakpoint minutes',
      type: 'integer',
      required: true,
      min: 0,
      max: 59,
      listed: true,
      help: 'Up to this many minutes past a block rounds down, beyond it up (e.g. 7 with a block of 15).',
    },
  ],
  rules: [
    {
      field: 'breakpointMinutes',
      message: 'breakpointMinutes must be below the minutes block',
      holds: (record) =>
        typeof record.breakpointMinutes !== 'number' || typeof record.minutesBlock !== 'number' || record.breakpointMinutes < record.minutesBlock,
    },
  ],
};

export const SHIFT_BREAK: EntityDescriptor = {
  name: 'ShiftBreak',
  label: 'Shift Break',
  pluralLabel: 'Shift Breaks',
  table: 'shift_breaks',
  calls: defaultCalls('ShiftBreak'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-break',
  nameField: 'name',
  fields: [nameField(), description],
};

export const SHIFT_OVERTIME: EntityDescriptor = {
  name: 'ShiftOvertime',
  label: 'Shift Overtime',
  pluralLabel: 'Shift Overtimes',
  table: 'shift_overtimes',
  calls: defaultCalls('ShiftOvertime'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-overtime',
  nameField: 'name',
  fields: [
    nameField(),
    { ...bucketField(), unique: true, listed: true, help: 'The overtime value (1 to 10) this name labels; a higher bucket is a higher pay rate.' },
    description,
  ],
};

export const SHIFT_ALLOWANCE: EntityDescriptor = {
  name: 'ShiftAllowance',
  label: 'Shift Allowance',
  pluralLabel: 'Shift Allowances',
  table: 'shift_allowances',
  calls: defaultCalls('ShiftAllowance'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-allowance',
  nameField: 'name',
  fields: [nameField(), { name: 'rateMultiplier', label: 'Rate multiplier', type: 'decimal', required: true, min: 0, listed: true }],
};

export const SHIFT_STATUS: EntityDescriptor = {
  name: 'ShiftStatus',
  label: 'Shift Status',
  pluralLabel: 'Shift Statuses',
  table: 'shift_statuses',
  calls: defaultCalls('ShiftStatus', 'ShiftStatuses'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-status',
  nameField: 'name',
  systemField: 'systemFlag',
  fields: [
    { name: 'code', label: 'Code', type: 'integer', required: true, unique: true, min: 0, max: 9999, listed: true },
    // Not unique: the specification gives 4 and 155 the same text.
    { ...nameField(), unique: false },
    { name: 'systemFlag', label: 'System', type: 'boolean', defaultValue: false, listed: true, help: 'The status codes the time engine sets are system statuses: they cannot be changed or deleted.' },
  ],
};

export const ADJUSTMENT_TYPE: EntityDescriptor = {
  name: 'AdjustmentType',
  label: 'Adjustment Type',
  pluralLabel: 'Adjustment Types',
  table: 'adjustment_types',
  calls: defaultCalls('AdjustmentType'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'adjustment-type',
  nameField: 'name',
  fields: [
    nameField(),
    {
      name: 'action',
      label: 'Action',
      type: 'enum',
      required: true,
      listed: true,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'None' },
        { value: 'addTime', label: 'Add / pay time' },
        { value: 'deductTime', label: 'Deduct time' },
        { value: 'deductMakeUpTime', label: 'Deduct make-up time' },
        { value: 'deductShortTimeCarriedOver', label: 'Deduct short time carried over' },
      ],
    },
    {
      name: 'weekdays',
      label: 'Allowed weekdays',
      type: 'rows',
      maxRows: 7,
      rowFields: [{ name: 'dayOfWeek', label: 'Day of week', type: 'enum', required: true, options: WEEKDAYS }],
      help: 'Blank: every day. Otherwise an adjustment of this type is refused on the other days (160).',
    },
    description,
  ],
};

export const TARGET_MAKE_UP: EntityDescriptor = {
  name: 'TargetMakeUp',
  label: 'Target Make Up',
  pluralLabel: 'Target Make Ups',
  table: 'target_make_ups',
  calls: defaultCalls('TargetMakeUp'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'target-makeup-time',
  nameField: 'name',
  fields: [
    nameField(),
    {
      name: 'carryShortTime',
      label: 'Enable short time carried over',
      type: 'boolean',
      defaultValue: false,
      listed: true,
      help: 'Short time not made up on the day is carried to later days instead of becoming no-pay.',
    },
    {
      name: 'makeUpFrom',
      label: 'Make up from',
      type: 'rows',
      required: true,
      minRows: 1,
      maxRows: BUCKETS,
      rowFields: [bucketField()],
      help: 'The overtime buckets short time is made up from, in this order. No-pay never makes up short time.',
    },
  ],
  rules: [distinctBuckets('makeUpFrom')],
};

export const OVERTIME_LIMIT: EntityDescriptor = {
  name: 'OvertimeLimit',
  label: 'Overtime Limit',
  pluralLabel: 'Overtime Limits',
  table: 'overtime_limits',
  calls: defaultCalls('OvertimeLimit'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'overtime-limits',
  nameField: 'name',
  fields: [
    nameField(),
    {
      name: 'numberOfDays',
      label: 'Number of days',
      type: 'integer',
      required: true,
      min: 1,
      max: 31,
      listed: true,
      help: 'The limits hold over this many days ending on each shift date.',
    },
    {
      name: 'limits',
      label: 'Time limits',
      type: 'rows',
      required: true,
      minRows: 1,
      maxRows: BUCKETS,
      rowFields: [bucketField(), { name: 'limitMinutes', label: 'Limit', type: 'minutes', required: true, min: 0 }],
      help: 'Time beyond a bucket’s limit moves to the bucket below, and from bucket 1 to normal time. No-pay has no limit.',
    },
  ],
  rules: [distinctBuckets('limits')],
};

const flexiTimes = ['earliestStart', 'latestStart', 'earliestEnd', 'latestEnd'] as const;

/** Placed as the engine places them: an end at or before the earliest start is on the next date. */
function flexiEndMinute(record: Readonly<Record<string, unknown>>, field: 'earliestEnd' | 'latestEnd'): number | null {
  const end = minuteOf(record[field]);
  const earliestStart = minuteOf(record.earliestStart);
  if (end === null || earliestStart === null) return null;
  return end <= earliestStart ? end + 1440 : end;
}

/** What happens to a rostered shift nobody clocked on (stored for payroll and leave; the time engine shows the day as AWOL). */
export const IF_ABSENT_ACTIONS = [
  { value: 'none', label: 'None' },
  { value: 'noPay', label: 'No pay' },
  { value: 'leave', label: 'Leave of the shift’s leave type' },
] as const;

/** A pay code allocation row is a time range (from and to) or a formula, never both or neither. */
const allocationRowKind = (row: Record<string, unknown>) => {
  const range = present(row.from) || present(row.to);
  const formula = present(row.formula);
  if (range && !formula) return present(row.from) && present(row.to) ? 'range' : 'bad';
  return formula && !range ? 'formula' : 'bad';
};

const breakRowKind = (row: Record<string, unknown>) => {
  const fixed = present(row.start) || present(row.end);
  const floating = present(row.minutes) || present(row.after);
  if (fixed && !floating) return present(row.start) && present(row.end) ? 'fixed' : 'bad';
  if (floating && !fixed) return present(row.minutes) && present(row.after) ? 'floating' : 'bad';
  return 'bad';
};

export const SHIFT: EntityDescriptor = {
  name: 'Shift',
  label: 'Shift',
  pluralLabel: 'Shifts',
  table: 'shifts',
  calls: defaultCalls('Shift'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-setup',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    { name: 'abbreviation', label: 'Abbreviation', type: 'string', maxLength: 10, listed: true, help: 'The short text shown in work patterns and rosters.' },
    { name: 'startTime', label: 'Start time', type: 'time', required: true, listed: true },
    { name: 'endTime', label: 'End time', type: 'time', required: true, listed: true, help: 'At or before the start time: the shift ends on the next day.' },
    { name: 'targetWorkHours', label: 'Target work hours', type: 'minutes', required: true, min: 0, max: 1440, listed: true },
    { name: 'noTargetHours', label: 'No target hours', type: 'boolean', defaultValue: false, help: 'All worked time inside the shift is normal time, with no short time.' },
    { name: 'targetMakeUpID', label: 'Target make-up rule', type: 'reference', references: 'TargetMakeUp' },
    { name: 'hoursRequired', label: 'Hours required', type: 'minutes', min: 0, max: 1440, help: 'The worked time the shift needs to count as a day worked (payroll and leave accrual).' },
    { name: 'shiftIncrement', label: 'Shift increment', type: 'minutes', min: 1, max: 60, divides: 60, help: 'Payroll pays the shift’s time in whole increments of this length; must divide 60.' },
    { name: 'payRateID', label: 'Pay rate', type: 'reference', references: 'PayRate', filterable: true },
    { name: 'payCodeID', label: 'Pay code', type: 'reference', references: 'PayCode', filterable: true },
    { name: 'shiftAllowanceID', label: 'Allowance', type: 'reference', references: 'ShiftAllowance' },
    { name: 'leaveTypeID', label: 'Leave type', type: 'reference', references: 'LeaveType', help: 'The leave taken when the if-absent action is leave.' },
    { name: 'leavePay', label: 'Leave pay', type: 'minutes', min: 0, max: 1440, help: 'The time a full day of leave on this shift pays; blank: the target work hours.' },
    { name: 'appointmentTypeIDs', label: 'Appointment types', type: 'references', references: 'AppointmentType', help: 'The appointment types the shift is for; none: every type.' },
    { name: 'ifAbsentAction', label: 'If absent', type: 'enum', options: IF_ABSENT_ACTIONS, required: true, defaultValue: 'none', help: 'What payroll and leave make of a rostered shift nobody clocked on.' },
    { name: 'roundingInID', label: 'Rounding on IN', type: 'reference', references: 'RoundingType' },
    { name: 'roundingOutID', label: 'Rounding on OUT', type: 'reference', references: 'RoundingType' },
    { name: 'graceLateIn', label: 'Late-in grace', type: 'minutes', min: 0, max: 240, defaultValue: 0, help: '0:00 switches the grace off; grace wins over rounding.' },
    { name: 'graceEarlyIn', label: 'Early-in grace', type: 'minutes', min: 0, max: 240, defaultValue: 0 },
    { name: 'graceEarlyOut', label: 'Early-out grace', type: 'minutes', min: 0, max: 240, defaultValue: 0 },
    { name: 'graceLateOut', label: 'Late-out grace', type: 'minutes', min: 0, max: 240, defaultValue: 0 },
    { name: 'flexi', label: 'Flexi', type: 'boolean', defaultValue: false },
    { name: 'earliestStart', label: 'Earliest start', type: 'time' },
    { name: 'latestStart', label: 'Latest start', type: 'time' },
    { name: 'earliestEnd', label: 'Earliest end', type: 'time' },
    { name: 'latestEnd', label: 'Latest end', type: 'time' },
    {
      name: 'breaks',
      label: 'Breaks',
      type: 'rows',
      maxRows: 10,
      rowFields: [
        { name: 'shiftBreakID', label: 'Break', type: 'reference', references: 'ShiftBreak' },
        { name: 'start', label: 'Start', type: 'time' },
        { name: 'end', label: 'End', type: 'time' },
        { name: 'minutes', label: 'Length', type: 'minutes', min: 1, max: 1440 },
        { name: 'after', label: 'After', type: 'minutes', min: 0, max: 1440 },
        { name: 'paid', label: 'Paid', type: 'boolean', defaultValue: false },
      ],
      help: 'A fixed break has a start and an end; a floating break a length taken after so much inside time.',
    },
    { name: 'preShiftOvertime', label: 'Overtime before the shift', type: 'boolean', defaultValue: false },
    {
      name: 'overtimeTiers',
      label: 'Overtime',
      type: 'rows',
      maxRows: BUCKETS,
      rowFields: [bucketField(), { name: 'maxMinutes', label: 'Maximum per shift', type: 'minutes', min: 0 }],
      help: 'Overtime fills the tiers in order; the last takes what is left. None: all overtime in bucket 1.',
    },
    { name: 'requiresOvertimeAuthorisation', label: 'Overtime needs authorisation', type: 'boolean', defaultValue: false },
    { name: 'overtimeLimitID', label: 'Overtime limit rule', type: 'reference', references: 'OvertimeLimit' },
    { name: 'leaveSchemeID', label: 'Leave scheme', type: 'reference', references: 'LeaveScheme' },
    {
      name: 'replacementRules',
      label: 'Replacement rules',
      type: 'rows',
      maxRows: 14,
      rowFields: [
        {
          name: 'dayOfWeek',
          label: 'Day of week',
          type: 'enum',
          required: true,
          options: WEEKDAYS,
        },
        {
          name: 'condition',
          label: 'Condition',
          type: 'enum',
          required: true,
          options: [
            { value: 'always', label: 'Always' },
            { value: 'publicHoliday', label: 'Public holiday' },
          ],
        },
        { name: 'shiftID', label: 'Replacement shift', type: 'reference', references: 'Shift', required: true },
      ],
    },
    {
      name: 'autoAdjustments',
      label: 'Auto adjustments',
      type: 'rows',
      maxRows: 20,
      rowFields: [
        { name: 'adjustmentTypeID', label: 'Adjustment type', type: 'reference', references: 'AdjustmentType', required: true },
        { name: 'minutes', label: 'Time', type: 'minutes', required: true, min: 1, max: 1440 },
        { name: 'dayOfWeek', label: 'Day of week', type: 'enum', options: WEEKDAYS, help: 'Blank: every day.' },
      ],
      help: 'Adjustments applied to every day worked on this shift (or on the day of week given).',
    },
    {
      name: 'payCodeAllocations',
      label: 'Pay code allocation',
      type: 'rows',
      maxRows: 20,
      rowFields: [
        { name: 'payCodeID', label: 'Pay code', type: 'reference', references: 'PayCode', required: true },
        { name: 'from', label: 'From', type: 'time' },
        { name: 'to', label: 'To', type: 'time' },
        { name: 'formula', label: 'Formula', type: 'string', maxLength: 500 },
      ],
      help: 'Time worked from–to goes to the pay code, or the formula gives its time; a row has one or the other.',
    },
  ],
  rules: [
    {
      field: 'endTime',
      message: 'the end time must differ from the start time',
      holds: (record) => minuteOf(record.startTime) === null || minuteOf(record.startTime) !== minuteOf(record.endTime),
    },
    ...flexiTimes.map(
      (field): CrossFieldRule => ({
        field,
        message: `a flexi shift needs ${field}`,
        holds: (record) => record.flexi !== true || minuteOf(record[field]) !== null,
      }),
    ),
    {
      field: 'latestStart',
      message: 'latestStart must not be before earliestStart',
      holds: (record) => {
        const earliest = minuteOf(record.earliestStart);
        const latest = minuteOf(record.latestStart);
        return record.flexi !== true || earliest === null || latest === null || latest >= earliest;
      },
    },
    {
      field: 'earliestEnd',
      message: 'earliestEnd must be after latestStart (an end at or before the earliest start is on the next day)',
      holds: (record) => {
        const latestStart = minuteOf(record.latestStart);
        const earliestEnd = flexiEndMinute(record, 'earliestEnd');
        return record.flexi !== true || latestStart === null || earliestEnd === null || earliestEnd > latestStart;
      },
    },
    {
      field: 'latestEnd',
      message: 'latestEnd must not be before earliestEnd',
      holds: (record) => {
        const earliestEnd = flexiEndMinute(record, 'earliestEnd');
        const latestEnd = flexiEndMinute(record, 'latestEnd');
        return record.flexi !== true || earliestEnd === null || latestEnd === null || latestEnd >= earliestEnd;
      },
    },
    {
      field: 'breaks[].start',
      message: 'a break has either a start and an end (fixed) or a length and an after (floating)',
      holds: (record) => rowsOf(record, 'breaks').every((row) => breakRowKind(row) !== 'bad'),
    },
    {
      field: 'breaks[].end',
      message: 'a fixed break’s end must differ from its start',
      holds: (record) => rowsOf(record, 'breaks').every((row) => breakRowKind(row) !== 'fixed' || minuteOf(row.start) !== minuteOf(row.end)),
    },
    {
      field: 'overtimeTiers[].maxMinutes',
      message: 'only the last overtime tier may be without a maximum',
      holds: (record) => rowsOf(record, 'overtimeTiers').every((row, index, rows) => index === rows.length - 1 || present(row.maxMinutes)),
    },
    {
      field: 'leaveTypeID',
      message: 'the if-absent action "leave" needs a leave type',
      holds: (record) => record.ifAbsentAction !== 'leave' || present(record.leaveTypeID),
    },
    {
      field: 'payCodeAllocations[].formula',
      message: 'a pay code allocation has either a time range (from and to) or a formula, not both',
      holds: (record) => rowsOf(record, 'payCodeAllocations').every((row) => allocationRowKind(row) !== 'bad'),
    },
    {
      field: 'payCodeAllocations[].to',
      message: 'a pay code allocation’s time range must end at another time than it starts',
      holds: (record) => rowsOf(record, 'payCodeAllocations').every((row) => allocationRowKind(row) !== 'range' || minuteOf(row.from) !== minuteOf(row.to)),
    },
    {
      field: 'replacementRules[].dayOfWeek',
      message: 'one replacement rule per day of week and condition',
      holds: (record) => {
        const keys = rowsOf(record, 'replacementRules').map((row) => `${String(row.dayOfWeek)}/${String(row.condition)}`);
        return new Set(keys).size === keys.length;
      },
    },
  ],
};

export const WORK_PATTERN: EntityDescriptor = {
  name: 'WorkPattern',
  label: 'Work Pattern',
  pluralLabel: 'Work Patterns',
  table: 'work_patterns',
  calls: defaultCalls('WorkPattern'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'work-pattern',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    description,
    {
      name: 'days',
      label: 'Days',
      type: 'rows',
      required: true,
      minRows: 1,
      maxRows: 14,
      rowFields: [{ name: 'shiftID', label: 'Shift', type: 'reference', references: 'Shift', help: 'Blank: a day off.' }],
      help: 'Day 1 to day 14, each a shift or a day off.',
    },
  ],
};

export const WORK_CYCLE: EntityDescriptor = {
  name: 'WorkCycle',
  label: 'Work Cycle',
  pluralLabel: 'Work Cycles',
  table: 'work_cycles',
  calls: defaultCalls('WorkCycle'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'work-cycle',
  nameField: 'name',
  fields: [
    nameField(),
    description,
    {
      name: 'workPatterns',
      label: 'Work patterns',
      type: 'rows',
      required: true,
      minRows: 1,
      maxRows: 52,
      rowFields: [{ name: 'workPatternID', label: 'Work pattern', type: 'reference', references: 'WorkPattern', required: true }],
      help: 'The patterns in order, repeated; a pattern may appear more than once.',
    },
  ],
};

export const WORK_CYCLE_CHANGE_REASON: EntityDescriptor = {
  name: 'EmployeeWorkCycleChangeReason',
  label: 'Work Cycle Change Reason',
  pluralLabel: 'Work Cycle Change Reasons',
  table: 'work_cycle_change_reasons',
  calls: defaultCalls('EmployeeWorkCycleChangeReason'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'work-cycle-change-reason',
  nameField: 'name',
  fields: [nameField()],
};

export const SHIFT_ADJUSTMENT_REASON: EntityDescriptor = {
  name: 'EmployeeShiftAdjustmentReason',
  label: 'Shift Adjustment Reason',
  pluralLabel: 'Shift Adjustment Reasons',
  table: 'shift_adjustment_reasons',
  calls: defaultCalls('EmployeeShiftAdjustmentReason'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'shift-adjustment-reason',
  nameField: 'name',
  fields: [nameField()],
};

export const AUTO_SHIFT_TEMPLATE: EntityDescriptor = {
  name: 'AutoShiftTemplate',
  label: 'Auto Shift Template',
  pluralLabel: 'Auto Shift Templates',
  table: 'auto_shift_templates',
  calls: defaultCalls('AutoShiftTemplate'),
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'auto-shift-template',
  nameField: 'name',
  fields: [nameField(), description],
};

/** A shift of an auto shift template; the specification calls the template its master. */
export const AUTO_SHIFT_TEMPLATE_SHIFT: EntityDescriptor = {
  name: 'AutoShiftTemplateShift',
  label: 'Auto Shift Template Shift',
  pluralLabel: 'Auto Shift Template Shifts',
  table: 'auto_shift_template_shifts',
  calls: {
    create: 'CreateAutoShiftTemplateShifts',
    update: 'UpdateAutoShiftTemplateShifts',
    delete: 'DeleteAutoShiftTemplateShifts',
    get: 'GetAutoShiftTemplateShift',
    list: 'GetAutoShiftTemplateShifts',
    idName: 'GetAutoShiftTemplateShifts_IDName',
  },
  permission: 'setupRules',
  menuGroup: RULES_GROUP,
  route: 'auto-shift-template-shift',
  nameField: 'name',
  fields: [
    { name: 'autoShiftTemplateID', label: 'Auto shift template', type: 'reference', references: 'AutoShiftTemplate', required: true, listed: true },
    { name: 'shiftID', label: 'Shift', type: 'reference', references: 'Shift', required: true, listed: true },
    { name: 'name', label: 'Name', type: 'string', listed: true, searchable: true, help: 'Blank: the shift’s name.' },
  ],
};

export const PUBLIC_HOLIDAY_CALENDAR: EntityDescriptor = {
  name: 'PublicHolidayCalendar',
  label: 'Public Holiday Calendar',
  pluralLabel: 'Public Holiday Calendars',
  table: 'public_holiday_calendars',
  calls: defaultCalls('PublicHolidayCalendar'),
  permission: 'setupOrganisational',
  menuGroup: ORGANISATIONAL_GROUP,
  route: 'holiday-calendar',
  nameField: 'name',
  fields: [
    nameField(),
    {
      name: 'isDefault',
      label: 'Default calendar',
      type: 'boolean',
      defaultValue: false,
      listed: true,
      help: 'Used for employees who have no calendars of their own; one calendar at most is the default.',
    },
  ],
};

export const PUBLIC_HOLIDAY: EntityDescriptor = {
  name: 'PublicHoliday',
  label: 'Public Holiday',
  pluralLabel: 'Public Holidays',
  table: 'public_holidays',
  calls: defaultCalls('PublicHoliday'),
  permission: 'setupOrganisational',
  menuGroup: ORGANISATIONAL_GROUP,
  route: 'public-holiday',
  nameField: 'name',
  fields: [
    { name: 'publicHolidayCalendarID', label: 'Calendar', type: 'reference', references: 'PublicHolidayCalendar', required: true, listed: true },
    { name: 'holidayDate', label: 'Date', type: 'date', required: true, listed: true },
    { name: 'name', label: 'Name', type: 'string', required: true, listed: true, searchable: true },
  ],
};

/** Every rules descriptor, in settings-menu order. */
export const RULE_ENTITIES: readonly EntityDescriptor[] = [
  ADJUSTMENT_TYPE,
  SHIFT_ALLOWANCE,
  SHIFT_BREAK,
  SHIFT_OVERTIME,
  ROUNDING_TYPE,
  PAY_RATE,
  SHIFT,
  SHIFT_STATUS,
  WORK_PATTERN,
  WORK_CYCLE,
  SHIFT_ADJUSTMENT_REASON,
  WORK_CYCLE_CHANGE_REASON,
  OVERTIME_LIMIT,
  TARGET_MAKE_UP,
  AUTO_SHIFT_TEMPLATE,
  AUTO_SHIFT_TEMPLATE_SHIFT,
  PUBLIC_HOLIDAY_CALENDAR,
  PUBLIC_HOLIDAY,
];
