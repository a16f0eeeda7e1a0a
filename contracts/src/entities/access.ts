import { defaultCalls, type EntityDescriptor } from './descriptor';
import { nameField } from './organisation';

/** Days numbered 1 (Monday) to 7 (Sunday), as everywhere in the specification. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;

/** Reader group: the readers an employee in the group may clock on. */
export const SCANNER_GROUP: EntityDescriptor = {
  name: 'ScannerGroup',
  label: 'Reader Group',
  pluralLabel: 'Reader Groups',
  table: 'scanner_groups',
  calls: defaultCalls('ScannerGroup'),
  permission: 'setupSystem',
  menuGroup: 'System & Security',
  route: 'reader-group',
  nameField: 'name',
  cloneable: true,
  fields: [nameField(), { name: 'scannerIDs', label: 'Biometric readers', type: 'references', references: 'Scanner' }],
};

/** Readers whose access an employee's access expiry covers (part 1 §6 lists it under setupRules). */
export const ACCESS_EXPIRY_TEMPLATE: EntityDescriptor = {
  name: 'AccessExpiryTemplate',
  label: 'Access Expiry Template',
  pluralLabel: 'Access Expiry Templates',
  table: 'access_expiry_templates',
  calls: defaultCalls('AccessExpiryTemplate'),
  permission: 'setupRules',
  menuGroup: 'Shift, Work and Time Rules',
  route: 'access-expiry-template',
  nameField: 'name',
  cloneable: true,
  fields: [nameField(), { name: 'scannerIDs', label: 'Biometric readers', type: 'references', references: 'Scanner', required: true }],
};

/** The times of the week a mask lets through: the specification's "filter" of a time mask template. */
export const TIME_MASK_TEMPLATE: EntityDescriptor = {
  name: 'TimeMaskTemplate',
  label: 'Time Mask Template',
  pluralLabel: 'Time Mask Templates',
  table: 'time_mask_templates',
  calls: defaultCalls('TimeMaskTemplate'),
  permission: 'setupSystem',
  menuGroup: 'System & Security',
  route: 'time-mask-template',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    {
      name: 'filter',
      label: 'Time windows',
      type: 'rows',
      minRows: 1,
      maxRows: 50,
      rowFields: [
        { name: 'day', label: 'Day', type: 'enum', options: WEEKDAYS, required: true, defaultValue: 1 },
        { name: 'from', label: 'From', type: 'time', required: true },
        { name: 'to', label: 'To', type: 'time', required: true },
      ],
    },
  ],
  rules: [
    {
      field: 'filter[].to',
      message: 'Each window must end after it starts',
      holds: (mask) => (mask.filter as { from: string; to: string }[]).every((window) => window.from < window.to),
    },
  ],
};

export const EMPLOYEE_FILTER_SORTS = [
  { value: 'surname', label: 'Surname' },
  { value: 'employeeNumber', label: 'Employee #' },
  { value: 'firstName', label: 'First name' },
  { value: 'appointmentDate', label: 'Appointment date' },
] as const;

const filterDetails = 'Filter details';

/** A saved selection of employees by the employee filter keys, for events and reports. */
export const EMPLOYEE_FILTER: EntityDescriptor = {
  name: 'EmployeeFilter',
  label: 'Employee Filter',
  pluralLabel: 'Employee Filters',
  table: 'employee_filters',
  calls: defaultCalls('EmployeeFilter'),
  permission: 'setupEvents',
  menuGroup: 'Event & Alerts',
  route: 'employee-filter',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    { name: 'surname', label: 'Surname', type: 'string', group: filterDetails },
    { name: 'preferredName', label: 'Preferred name', type: 'string', group: filterDetails },
    { name: 'genderID', label: 'Gender', type: 'reference', references: 'Gender', group: filterDetails },
    { name: 'jobTitleID', label: 'Job title', type: 'reference', references: 'JobTitle', group: filterDetails },
    { name: 'businessUnitID', label: 'Business unit', type: 'reference', references: 'BusinessUnit', group: filterDetails },
    { name: 'departmentID', label: 'Department', type: 'reference', references: 'Department', group: filterDetails, listed: true },
    { name: 'costCentreID', label: 'Cost centre', type: 'reference', references: 'CostCentre', group: filterDetails },
    { name: 'teamID', label: 'Team', type: 'reference', references: 'Team', group: filterDetails },
    { name: 'scannerGroupID', label: 'Reader group', type: 'reference', references: 'ScannerGroup', group: filterDetails },
    { name: 'appointmentDateFrom', label: 'Appointed from', type: 'date', group: filterDetails },
    { name: 'appointmentDateTo', label: 'Appointed to', type: 'date', group: filterDetails },
    { name: 'sortBy', label: 'Sort by', type: 'enum', options: EMPLOYEE_FILTER_SORTS, required: true, defaultValue: 'surname', listed: true },
  ],
  rules: [
    {
      field: 'appointmentDateTo',
      message: 'Appointed to must not be before appointed from',
      holds: (filter) => !filter.appointmentDateFrom || !filter.appointmentDateTo || filter.appointmentDateFrom <= filter.appointmentDateTo,
    },
  ],
};

export const ACCESS_ENTITIES: readonly EntityDescriptor[] = [SCANNER_GROUP, ACCESS_EXPIRY_TEMPLATE, TIME_MASK_TEMPLATE, EMPLOYEE_FILTER];
