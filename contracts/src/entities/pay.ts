import { defaultCalls, type EntityDescriptor, type FieldDescriptor } from './descriptor';
import { nameField } from './organisation';

/**
 * Pay rates and pay codes (part 1 §3 "Pay rate", "Pay code"). Shifts point at them; payroll
 * exports hours under pay codes at the rates' multipliers.
 */

const codeField: FieldDescriptor = {
  name: 'code',
  label: 'Code',
  type: 'string',
  required: true,
  unique: true,
  maxLength: 20,
  listed: true,
  searchable: true,
  help: 'The code the payroll system knows it by.',
};

export const PAY_RATE: EntityDescriptor = {
  name: 'PayRate',
  label: 'Pay Rate',
  pluralLabel: 'Pay Rates',
  table: 'pay_rates',
  calls: defaultCalls('PayRate'),
  permission: 'setupRules',
  menuGroup: 'Shift, Work and Time Rules',
  route: 'pay-rate',
  // The "payroll pay rate" screens of setupPayroll (part 1 §2, §6): the same pay rates, under Payroll.
  alsoIn: { menuGroup: 'Payroll', route: 'payroll-pay-rate', permission: 'setupPayroll' },
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    codeField,
    {
      name: 'multiplier',
      label: 'Multiplier',
      type: 'decimal',
      required: true,
      min: 0,
      max: 100,
      listed: true,
      help: 'The factor applied to the hourly rate, e.g. 1.5 for time and a half.',
    },
    { name: 'abbreviation', label: 'Abbreviation', type: 'string', maxLength: 10, listed: true, help: 'Shown in place of the name where space is short; the name when blank.' },
  ],
};

export const PAY_CODE: EntityDescriptor = {
  name: 'PayCode',
  label: 'Pay Code',
  pluralLabel: 'Pay Codes',
  table: 'pay_codes',
  calls: defaultCalls('PayCode'),
  permission: 'setupPayroll',
  menuGroup: 'Payroll',
  route: 'pay-code',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    codeField,
    { name: 'payRateID', label: 'Pay rate', type: 'reference', references: 'PayRate', listed: true, filterable: true },
  ],
};
