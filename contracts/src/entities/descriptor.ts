import type { Permission } from '../permissions';

/**
 * Entity descriptors: one object per setup entity says what its calls are called, who may make
 * them, what its fields are and how they are checked, and where its screens sit. The api's
 * generic setup module serves the calls from it, the console's generic list and form render
 * from it: forty-odd setup entities, one implementation.
 */

export type FieldType =
  | 'string' // one line of text
  | 'text' // several lines
  | 'integer'
  | 'decimal' // numeric in PostgreSQL, a string on the wire so no precision is lost
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'time' // HH:mm, a wall-clock time
  | 'minutes' // whole minutes, shown as h:mm
  | 'enum' // one of `options`
  | 'reference' // the id of another entity (`references`)
  | 'references' // ids of other entities, kept in a link table
  | 'rows'; // an ordered list of child rows with `rowFields`, kept as a jsonb array on the parent

export interface FieldDescriptor {
  /** camelCase on the wire; the column is its snake_case (`departmentID` → `department_id`). */
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Strings: at most this many characters (default 100 for string, 2000 for text). */
  maxLength?: number;
  min?: number;
  max?: number;
  /** Integer or minutes fields: the value must divide this number (a rounding block divides 60). */
  divides?: number;
  /** Enum fields: the allowed values with their labels. */
  options?: readonly { value: string | number; label: string }[];
  /** Reference fields: the referenced entity's descriptor name. */
  references?: string;
  /** Unique among the entity's rows, case-insensitively for strings. */
  unique?: boolean;
  /**
   * Unique among the rows that share these fields' values (blank counts as a value): a payroll
   * maps each value once, other payrolls map it too. An index on the columns enforces it as well.
   */
  uniqueWithin?: readonly string[];
  /** Strings: a further check of the text, with the message shown when it fails. */
  format?: 'email' | 'timeZone' | { pattern: string; message: string };
  /** The form section (tab) the field sits in; fields without one sit in the first. */
  group?: string;
  /** Enum, boolean and reference fields: the list call takes the field as an exact-match filter key. */
  filterable?: boolean;
  /** Shown as a column of the list screen. */
  listed?: boolean;
  /** Matched by the list's search box. */
  searchable?: boolean;
  /** The value a new record starts with in the form. */
  defaultValue?: string | number | boolean | null;
  help?: string;
  /** Rows fields: the fields of each child row (a work pattern's days, a shift's breaks). */
  rowFields?: readonly FieldDescriptor[];
  /** Rows fields: how many rows at least and at most (a work pattern has 1 to 14 days). */
  minRows?: number;
  maxRows?: number;
  /**
   * The form shows the field only while another field holds one of these values (an event
   * type's status only for status events), and sends it blank otherwise.
   */
  shownWhen?: { field: string; values: readonly (string | number | boolean)[] };
}

/**
 * A rule across fields that the field types cannot say (e.g. a flexi shift's earliest start
 * before its latest start); checked by the api and the form. For a rows field, `field` may name
 * the row field as `breaks[].start`.
 */
export interface CrossFieldRule {
  /** The field the error is reported on. */
  field: string;
  message: string;
  /** Pure: true when the record is acceptable. */
  holds: (record: Readonly<Record<string, unknown>>) => boolean;
}

export interface EntityCalls {
  create: string;
  update: string;
  delete: string;
  get: string;
  list: string;
  idName: string;
}

export interface EntityDescriptor {
  /** PascalCase singular, e.g. `Department`. */
  name: string;
  label: string;
  pluralLabel: string;
  /** The table in the api schema. */
  table: string;
  /** The call names; the specification's spelling where it has one (`DeletePayRoll`). */
  calls: EntityCalls;
  /** Needed to create, update and delete; reading needs only a login. */
  permission: Permission;
  /** The settings menu group and the route under /settings, e.g. `department`. */
  menuGroup: string;
  route: string;
  fields: readonly FieldDescriptor[];
  /** The field shown as the record's name in lookups (`GetXs_IDName`). */
  nameField: string;
  rules?: readonly CrossFieldRule[];
  /** Offer "clone" on the list screen. */
  cloneable?: boolean;
  /**
   * Rows of another entity (a payroll's pay code mappings): edited on the master's edit page, so
   * they have no menu entry or screens of their own. `field` references the master; `call`
   * (query parameter `param`) answers one master's rows in order.
   */
  master?: { entity: string; field: string; call: string; param: string };
  /**
   * A second place in the settings menu for the same screens, for holders of another flag, who
   * may then write the records too (pay rates under Payroll as "payroll pay rate", part 1 §2).
   */
  alsoIn?: { menuGroup: string; route: string; permission: Permission };
  /**
   * A boolean field marking the rows the product seeds (the time engine's shift statuses): such
   * rows cannot be changed or deleted (409), and no call sets the field.
   */
  systemField?: string;
}

/** Default call names for an entity that the specification lists without calls. */
export function defaultCalls(name: string, plural = `${name}s`): EntityCalls {
  return {
    create: `Create${name}`,
    update: `Update${name}`,
    delete: `Delete${name}`,
    get: `Get${name}`,
    list: `Get${plural}`,
    idName: `Get${plural}_IDName`,
  };
}

/** camelCase field name to its snake_case column (`departmentID` → `department_id`). */
export function columnOf(field: string): string {
  return field
    .replace(/ID$/, 'Id')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}
