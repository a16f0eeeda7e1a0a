import { defaultCalls, type EntityDescriptor } from './descriptor';
import { externalIDField, nameField } from './organisation';

// Part 1 §6 puts job costing under setupRules; the settings menu gives it its own group.
const jobCosting = {
  permission: 'setupRules',
  menuGroup: 'Job Costing',
  nameField: 'name',
  cloneable: true,
} as const;

export const JOB_FUNCTION: EntityDescriptor = {
  ...jobCosting,
  name: 'JobFunction',
  label: 'Job Function',
  pluralLabel: 'Job Functions',
  table: 'job_functions',
  calls: defaultCalls('JobFunction'),
  route: 'job-function',
  fields: [nameField(), externalIDField],
};

export const PROJECT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'on-hold', label: 'On hold' },
  { value: 'closed', label: 'Closed' },
] as const;

export const PROJECT: EntityDescriptor = {
  ...jobCosting,
  name: 'Project',
  label: 'Project',
  pluralLabel: 'Projects',
  table: 'projects',
  calls: defaultCalls('Project'),
  route: 'project',
  fields: [
    nameField(),
    externalIDField,
    { name: 'status', label: 'Status', type: 'enum', options: PROJECT_STATUSES, required: true, defaultValue: 'active', listed: true, filterable: true },
    { name: 'jobFunctionIDs', label: 'Job functions', type: 'references', references: 'JobFunction', help: 'The job functions time can be booked to on this project' },
  ],
};

export const VALUE_UNITS = [
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
  { value: 'amount', label: 'Amount' },
  { value: 'quantity', label: 'Quantity' },
] as const;

/** A kind of value allocated to shifts besides time (a meal count, a travel amount). */
export const VALUE_TYPE: EntityDescriptor = {
  ...jobCosting,
  name: 'ValueType',
  label: 'Value Type',
  pluralLabel: 'Value Types',
  table: 'value_types',
  calls: defaultCalls('ValueType'),
  route: 'value-type',
  fields: [
    nameField(),
    { name: 'unit', label: 'Unit', type: 'enum', options: VALUE_UNITS, required: true, defaultValue: 'quantity', listed: true, filterable: true },
    externalIDField,
  ],
};

/** A set of value types with the values a shift gets by default. */
export const VALUE_TEMPLATE: EntityDescriptor = {
  ...jobCosting,
  name: 'ValueTemplate',
  label: 'Value Template',
  pluralLabel: 'Value Templates',
  table: 'value_templates',
  calls: defaultCalls('ValueTemplate'),
  route: 'value-template',
  fields: [
    nameField(),
    {
      name: 'values',
      label: 'Values',
      type: 'rows',
      minRows: 1,
      maxRows: 50,
      rowFields: [
        { name: 'valueTypeID', label: 'Value type', type: 'reference', references: 'ValueType', required: true },
        { name: 'value', label: 'Value', type: 'decimal', required: true, min: 0 },
      ],
    },
  ],
  rules: [
    {
      field: 'values',
      message: 'A value type can be in the template only once',
      holds: (template) => {
        const ids = (template.values as { valueTypeID: string }[]).map((row) => row.valueTypeID);
        return new Set(ids).size === ids.length;
      },
    },
  ],
};

export const JOB_COSTING_ENTITIES: readonly EntityDescriptor[] = [JOB_FUNCTION, VALUE_TYPE, VALUE_TEMPLATE, PROJECT];
