import type { EntityDescriptor, FieldDescriptor } from './descriptor';

/** What the generic record store needs of an entity: its table, fields and rules, not its screens. */
export type RecordDescriptor = Pick<EntityDescriptor, 'name' | 'label' | 'pluralLabel' | 'table' | 'fields' | 'nameField' | 'rules' | 'systemField'>;

/** The employee screen's tabs, in order (part 1 §2). */
export const EMPLOYEE_TABS = ['Main Details', 'Contact and Photograph', 'Biometrics and Access Expiry', 'Work Rules'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

export const EMPLOYEE_STATUSES = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
] as const;

const [main, contact, biometrics, work] = EMPLOYEE_TABS;

const text = (name: string, label: string, group: EmployeeTab, maxLength = 100, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  name,
  label,
  type: 'string',
  group,
  maxLength,
  ...extra,
});
const reference = (name: string, label: string, references: string, group: EmployeeTab): FieldDescriptor => ({
  name,
  label,
  type: 'reference',
  references,
  group,
  filterable: true,
});
const flag = (name: string, label: string): FieldDescriptor => ({ name, label, type: 'boolean', group: work });

/** The employee number is also the PIN readers send, so it keeps to what readers can key. */
export const EMPLOYEE_NUMBER_PATTERN = '^[A-Za-z0-9_.-]{1,24}$';

export const EMPLOYEE_FIELDS: readonly FieldDescriptor[] = [
  text('employeeNumber', 'Employee #', main, 24, {
    required: true,
    unique: true,
    listed: true,
    searchable: true,
    format: { pattern: EMPLOYEE_NUMBER_PATTERN, message: 'Employee # must be 1 to 24 letters, digits or _ . -' },
  }),
  text('externalEmployeeNumber', 'External employee #', main, 24, { help: 'Defaults to the employee number' }),
  text('firstName', 'First name', main, 100, { required: true, listed: true, searchable: true }),
  text('middleNames', 'Middle names', main),
  text('surname', 'Surname', main, 100, { required: true, listed: true, searchable: true }),
  text('preferredName', 'Preferred name', main, 100, { listed: true, searchable: true }),
  text('initials', 'Initials', main, 10),
  text('idNumber', 'ID number', main, 30, { searchable: true }),
  text('passportNumber', 'Passport number', main, 30),
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', group: main },
  reference('genderID', 'Gender', 'Gender', main),
  reference('jobTitleID', 'Job title', 'JobTitle', main),
  reference('businessUnitID', 'Business unit', 'BusinessUnit', main),
  reference('departmentID', 'Department', 'Department', main),
  reference('costCentreID', 'Cost centre', 'CostCentre', main),
  reference('teamID', 'Team', 'Team', main),
  reference('jobFunctionID', 'Job function', 'JobFunction', main),
  reference('projectID', 'Project', 'Project', main),
  reference('appointmentTypeID', 'Appointment type', 'AppointmentType', main),
  reference('ethnicGroupID', 'Ethnic group', 'EthnicGroup', main),
  { name: 'hourlyRate', label: 'Hourly rate', type: 'decimal', min: 0, max: 1_000_000, group: main },
  reference('payrollID', 'Payroll', 'Payroll', main),
  { name: 'employeeStatus', label: 'Employee status', type: 'enum', options: EMPLOYEE_STATUSES, required: true, defaultValue: 1, group: main, filterable: true },
  { name: 'terminationDate', label: 'Termination date', type: 'date', group: main },
  text('timeZone', 'Time zone', main, 64, { format: 'timeZone', help: "The zone the employee's shifts are calculated in; the company's when blank" }),

  text('phoneNumbers', 'Phone numbers', contact, 100),
  text('cellphone', 'Cellphone', contact, 30),
  text('email', 'E-mail', contact, 254, { format: 'email' }),
  text('addressLine1', 'Address line 1', contact),
  text('addressLine2', 'Address line 2', contact),
  text('addressLine3', 'Address line 3', contact),
  text('addressLine4', 'Address line 4', contact),
  text('postalCode', 'Postal code', contact, 20),

  reference('scannerGroupID', 'Reader group', 'ScannerGroup', biometrics),
  text('cardNumber', 'Card number', biometrics, 32, {
    unique: true,
    format: { pattern: '^[A-Za-z0-9]{1,32}$', message: 'Card number must be 1 to 32 letters or digits' },
  }),
  { name: 'accessExpiryTemplateIDs', label: 'Access expiry templates', type: 'references', references: 'AccessExpiryTemplate', group: biometrics },

  { name: 'appointmentDate', label: 'Appointment date', type: 'date', group: work },
  reference('workCycleID', 'Work cycle', 'WorkCycle', work),
  reference('startingWorkPatternID', 'Starting work pattern', 'WorkPattern', work),
  { name: 'workPatternStartDay', label: 'Work pattern start day', type: 'integer', min: 1, max: 14, group: work },
  { name: 'workPatternStartDate', label: 'Work pattern start date', type: 'date', group: work },
  flag('autoShiftDetection', 'Auto shift detection'),
  reference('autoShiftTemplateID', 'Auto shift template', 'AutoShiftTemplate', work),
  flag('saturdayNonWorking', 'Saturday non-working'),
  flag('fridayNonWorking', 'Friday non-working'),
  flag('sundayNonWorking', 'Sunday non-working'),
  flag('publicHolidayNonWorking', 'Public holiday non-working'),
  flag('filo', 'FILO clocking rule'),
  reference('leaveSchemeID', 'Leave scheme', 'LeaveScheme', work),
  reference('overtimeLimitID', 'Overtime pool time limits', 'OvertimeLimit', work),
];

export const EMPLOYEE_ENTITY: RecordDescriptor = {
  name: 'Employee',
  label: 'Employee',
  pluralLabel: 'Employees',
  table: 'employees',
  nameField: 'surname',
  fields: EMPLOYEE_FIELDS,
  rules: [
    {
      field: 'terminationDate',
      message: 'Termination date must not be before the appointment date',
      holds: (e) => !e.terminationDate || !e.appointmentDate || e.appointmentDate <= e.terminationDate,
    },
    {
      field: 'autoShiftTemplateID',
      message: 'Auto shift detection needs an auto shift template',
      holds: (e) => !e.autoShiftDetection || !!e.autoShiftTemplateID,
    },
    {
      field: 'dateOfBirth',
      message: 'Date of birth must be in the past',
      holds: (e) => !e.dateOfBirth || (e.dateOfBirth as string) < new Date().toISOString().slice(0, 10),
    },
  ],
};

/** An employee's link to a public holiday calendar (CreateEmployeePubHolCalendars and its kin). */
export const EMPLOYEE_PUB_HOL_CALENDAR: RecordDescriptor = {
  name: 'EmployeePubHolCalendar',
  label: 'Employee public holiday calendar',
  pluralLabel: 'Employee public holiday calendars',
  table: 'employee_pub_hol_calendars',
  nameField: 'publicHolidayCalendarID',
  fields: [
    { name: 'employeeID', label: 'Employee', type: 'reference', references: 'Employee', required: true },
    { name: 'publicHolidayCalendarID', label: 'Public holiday calendar', type: 'reference', references: 'PublicHolidayCalendar', required: true },
  ],
};
