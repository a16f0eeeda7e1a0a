import { CLOCKING_STATUS_TEXT } from '../codes/clocking-status';
import { defaultCalls, type EntityDescriptor } from './descriptor';
import { nameField } from './organisation';

const menuGroup = 'Event & Alerts';

/** A heading event types are sorted under (part 1 §3 "event group"). */
export const EVENT_GROUP: EntityDescriptor = {
  name: 'EventGroup',
  label: 'Event Group',
  pluralLabel: 'Event Groups',
  table: 'event_groups',
  calls: defaultCalls('EventGroup'),
  permission: 'setupEvents',
  menuGroup,
  route: 'event-group',
  nameField: 'name',
  cloneable: true,
  fields: [nameField(), { name: 'description', label: 'Description', type: 'text', maxLength: 500, listed: true }],
};

/**
 * The kinds of event an event type alerts on (the specification names none; docs/alerts.md
 * "Setup" says what each means and which fields it needs).
 */
export const EVENT_KINDS = [
  { value: 'notClockedIn', label: 'Not clocked in after shift start' },
  { value: 'shiftStatus', label: 'Day with a clocking status' },
  { value: 'readerSilent', label: 'Reader not heard from' },
  { value: 'leaveAwaitingApproval', label: 'Leave awaiting approval' },
  { value: 'leaveDecided', label: 'Leave approved, rejected or cancelled' },
  { value: 'payrollExported', label: 'Payroll export done' },
] as const;
export type EventKind = (typeof EVENT_KINDS)[number]['value'];

/** Kinds whose alert concerns one employee: the employee filter, includes and excludes apply. */
export const EMPLOYEE_EVENT_KINDS: readonly EventKind[] = ['notClockedIn', 'shiftStatus', 'leaveAwaitingApproval', 'leaveDecided'];

/**
 * Kinds whose alert may go to the employee concerned (`notifyEmployee`). Leave waiting for
 * approval concerns an employee but is for the approvers: only user teams hear of it.
 */
export const NOTIFY_EMPLOYEE_KINDS: readonly EventKind[] = ['notClockedIn', 'shiftStatus', 'leaveDecided'];

export const NOTIFICATION_TYPES = [
  { value: 'Email', label: 'E-mail' },
  { value: 'SMS', label: 'SMS' },
] as const;

/** Every clocking status the engine may set, as `103 Late in`. */
export const EVENT_STATUS_OPTIONS: readonly { value: number; label: string }[] = Object.entries(CLOCKING_STATUS_TEXT).map(([code, text]) => ({
  value: Number(code),
  label: `${code} ${text}`,
}));

const message = 'Message';
const recipients = 'Employees and recipients';
const forKinds = (...values: EventKind[]) => ({ shownWhen: { field: 'eventKind', values } });
const forEmployees = forKinds(...EMPLOYEE_EVENT_KINDS);
const forChannel = (value: 'Email' | 'SMS') => ({ shownWhen: { field: 'notificationType', values: [value] } });

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const ids = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** What an operator sets up to be alerted of: an event kind, who it covers, who hears of it and how. */
export const EVENT_TYPE: EntityDescriptor = {
  name: 'EventType',
  label: 'Event Type',
  pluralLabel: 'Event Types',
  table: 'event_types',
  calls: defaultCalls('EventType'),
  permission: 'setupEvents',
  menuGroup,
  route: 'event-type',
  nameField: 'name',
  cloneable: true,
  fields: [
    nameField(),
    { name: 'eventGroupID', label: 'Event group', type: 'reference', references: 'EventGroup', listed: true, filterable: true },
    { name: 'eventKind', label: 'Type of event', type: 'enum', options: EVENT_KINDS, required: true, listed: true, filterable: true },
    { name: 'notificationType', label: 'Notification type', type: 'enum', options: NOTIFICATION_TYPES, required: true, defaultValue: 'Email', listed: true, filterable: true },
    { name: 'status', label: 'Status', type: 'enum', options: EVENT_STATUS_OPTIONS, help: 'The clocking status of the day that raises the alert', ...forKinds('shiftStatus') },
    { name: 'minutesAfterShiftStart', label: 'Minutes after shift start', type: 'integer', min: 0, max: 1440, help: 'How long after the planned start an employee not clocked in is reported', ...forKinds('notClockedIn') },
    { name: 'minutesSilent', label: 'Minutes silent', type: 'integer', min: 1, max: 10080, help: 'How long a reader may go unheard before it is reported', ...forKinds('readerSilent') },
    { name: 'description', label: 'Description', type: 'text', maxLength: 500 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true, listed: true, filterable: true, help: 'The event status: an inactive event type raises no alerts' },
    { name: 'emailHeader', label: 'E-mail header', type: 'text', maxLength: 2000, group: message, ...forChannel('Email') },
    { name: 'emailFooter', label: 'E-mail footer', type: 'text', maxLength: 2000, group: message, ...forChannel('Email') },
    { name: 'smsHeader', label: 'SMS header', type: 'text', maxLength: 160, group: message, ...forChannel('SMS') },
    { name: 'smsFooter', label: 'SMS footer', type: 'text', maxLength: 160, group: message, ...forChannel('SMS') },
    { name: 'employeeFilterID', label: 'Data filter', type: 'reference', references: 'EmployeeFilter', group: recipients, help: 'Only employees this employee filter selects', ...forEmployees },
    { name: 'includedEmployeeIDs', label: 'Employees included', type: 'references', references: 'Employee', group: recipients, help: 'When given, only these employees (and only those the filter selects)', ...forEmployees },
    { name: 'excludedEmployeeIDs', label: 'Employees excluded', type: 'references', references: 'Employee', group: recipients, ...forEmployees },
    { name: 'notifyEmployee', label: 'Notify the employee', type: 'boolean', defaultValue: true, group: recipients, ...forKinds(...NOTIFY_EMPLOYEE_KINDS) },
    { name: 'recipientUserTeamIDs', label: 'Notify user teams', type: 'references', references: 'UserTeam', group: recipients },
    { name: 'sendCorrection', label: 'Send a correction when the cause goes away', type: 'boolean', defaultValue: false, group: recipients, ...forKinds('notClockedIn', 'shiftStatus') },
  ],
  rules: [
    {
      field: 'status',
      message: 'Status is required for a day with a clocking status',
      holds: (type) => type.eventKind !== 'shiftStatus' || !isBlank(type.status),
    },
    {
      field: 'status',
      message: 'Status applies only to a day with a clocking status',
      holds: (type) => type.eventKind === 'shiftStatus' || isBlank(type.status),
    },
    {
      field: 'minutesAfterShiftStart',
      message: 'Minutes after shift start is required for not clocked in',
      holds: (type) => type.eventKind !== 'notClockedIn' || !isBlank(type.minutesAfterShiftStart),
    },
    {
      field: 'minutesSilent',
      message: 'Minutes silent is required for a reader not heard from',
      holds: (type) => type.eventKind !== 'readerSilent' || !isBlank(type.minutesSilent),
    },
    {
      field: 'emailHeader',
      message: 'E-mail header is required for e-mail notifications',
      holds: (type) => type.notificationType !== 'Email' || !isBlank(type.emailHeader),
    },
    {
      field: 'smsHeader',
      message: 'SMS header is required for SMS notifications',
      holds: (type) => type.notificationType !== 'SMS' || !isBlank(type.smsHeader),
    },
    {
      field: 'excludedEmployeeIDs',
      message: 'An employee cannot be both included and excluded',
      holds: (type) => !ids(type.excludedEmployeeIDs).some((id) => ids(type.includedEmployeeIDs).includes(id)),
    },
    {
      field: 'recipientUserTeamIDs',
      message: 'Choose the user teams to notify: nobody else receives this event',
      holds: (type) =>
        ids(type.recipientUserTeamIDs).length > 0 || (type.notifyEmployee === true && NOTIFY_EMPLOYEE_KINDS.includes(type.eventKind as EventKind)),
    },
  ],
};

export const ALERT_ENTITIES: readonly EntityDescriptor[] = [EVENT_GROUP, EVENT_TYPE];
