import { defaultCalls, type EntityDescriptor, type FieldDescriptor } from './descriptor';

/** The name every setup entity carries: required, unique, listed and searched. */
export const nameField = (label = 'Name', maxLength = 100): FieldDescriptor => ({
  name: 'name',
  label,
  type: 'string',
  required: true,
  unique: true,
  maxLength,
  listed: true,
  searchable: true,
});

/** The code a payroll or HR system knows the record by. */
export const externalIDField: FieldDescriptor = {
  name: 'externalID',
  label: 'External ID',
  type: 'string',
  maxLength: 50,
  listed: true,
  searchable: true,
};

const organisational = {
  permission: 'setupOrganisational',
  menuGroup: 'Organisational',
  nameField: 'name',
  cloneable: true,
} as const;

export const JOB_TITLE: EntityDescriptor = {
  ...organisational,
  name: 'JobTitle',
  label: 'Job Title',
  pluralLabel: 'Job Titles',
  table: 'job_titles',
  calls: defaultCalls('JobTitle'),
  route: 'job-title',
  fields: [nameField(), externalIDField],
};

export const BUSINESS_UNIT: EntityDescriptor = {
  ...organisational,
  name: 'BusinessUnit',
  label: 'Business Unit',
  pluralLabel: 'Business Units',
  table: 'business_units',
  calls: defaultCalls('BusinessUnit'),
  route: 'business-unit',
  fields: [nameField(), externalIDField],
};

export const DEPARTMENT: EntityDescriptor = {
  ...organisational,
  name: 'Department',
  label: 'Department',
  pluralLabel: 'Departments',
  table: 'departments',
  calls: defaultCalls('Department'),
  route: 'department',
  fields: [nameField()],
};

export const COST_CENTRE: EntityDescriptor = {
  ...organisational,
  name: 'CostCentre',
  label: 'Cost Centre',
  pluralLabel: 'Cost Centres',
  table: 'cost_centres',
  calls: defaultCalls('CostCentre'),
  route: 'cost-centre',
  fields: [nameField()],
};

/** Part 1 §2 names a team's members and an authority level; each member holds their own level. */
export const TEAM_AUTHORITY_LEVELS = [
  { value: 1, label: 'Member' },
  { value: 2, label: 'Supervisor' },
  { value: 3, label: 'Manager' },
] as const;

export const TEAM: EntityDescriptor = {
  ...organisational,
  name: 'Team',
  label: 'Team',
  pluralLabel: 'Teams',
  table: 'teams',
  calls: defaultCalls('Team'),
  route: 'team',
  fields: [
    nameField(),
    {
      name: 'members',
      label: 'Team members',
      type: 'rows',
      maxRows: 500,
      rowFields: [
        { name: 'employeeID', label: 'Employee', type: 'reference', references: 'Employee', required: true },
        { name: 'authorityLevel', label: 'Authority level', type: 'enum', options: TEAM_AUTHORITY_LEVELS, required: true, defaultValue: 1 },
      ],
    },
  ],
  rules: [
    {
      field: 'members',
      message: 'An employee can be in the team only once',
      holds: (team) => {
        const ids = (team.members as { employeeID: string }[]).map((member) => member.employeeID);
        return new Set(ids).size === ids.length;
      },
    },
  ],
};

export const APPOINTMENT_TYPE: EntityDescriptor = {
  ...organisational,
  name: 'AppointmentType',
  label: 'Appointment Type',
  pluralLabel: 'Appointment Types',
  table: 'appointment_types',
  calls: defaultCalls('AppointmentType'),
  route: 'appointment-type',
  fields: [nameField()],
};

export const ETHNIC_GROUP: EntityDescriptor = {
  ...organisational,
  name: 'EthnicGroup',
  label: 'Ethnic Group',
  pluralLabel: 'Ethnic Groups',
  table: 'ethnic_groups',
  calls: defaultCalls('EthnicGroup'),
  // Spelled as the specification's route spells it.
  route: 'ethinic-group',
  fields: [nameField(), externalIDField],
};

/** The specification reads genders (GetGenders, GetGender) but names no route: kept with the organisational setups. */
export const GENDER: EntityDescriptor = {
  ...organisational,
  name: 'Gender',
  label: 'Gender',
  pluralLabel: 'Genders',
  table: 'genders',
  calls: defaultCalls('Gender'),
  route: 'gender',
  fields: [nameField()],
  cloneable: false,
};

export const LOCATION: EntityDescriptor = {
  ...organisational,
  name: 'Location',
  label: 'Location',
  pluralLabel: 'Locations',
  table: 'locations',
  calls: defaultCalls('Location'),
  route: 'location',
  fields: [
    nameField(),
    { name: 'latitude', label: 'Latitude', type: 'decimal', required: true, min: -90, max: 90, listed: true },
    { name: 'longitude', label: 'Longitude', type: 'decimal', required: true, min: -180, max: 180, listed: true },
    {
      name: 'radius',
      label: 'Radius (m)',
      type: 'integer',
      required: true,
      min: 1,
      max: 100_000,
      defaultValue: 100,
      listed: true,
      help: 'How far from the point a clocking still counts as at this location, in metres',
    },
    externalIDField,
  ],
};

export const ORGANISATION_ENTITIES: readonly EntityDescriptor[] = [
  JOB_TITLE,
  BUSINESS_UNIT,
  DEPARTMENT,
  COST_CENTRE,
  TEAM,
  APPOINTMENT_TYPE,
  LOCATION,
  ETHNIC_GROUP,
  GENDER,
];
