import type { EntityDescriptor, FieldDescriptor } from '@tna/contracts';
import { MAX_PAGE_SIZE } from '../setup/list-request.util';
import { filterFields, sortableFields } from '../setup/queries/list-records/list-records.handler';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

const UUID: JsonSchema = { type: 'string', format: 'uuid' };

/** The schema of one field's value as the descriptor's checks accept it (contracts/src/entities/validate.ts). */
export function fieldSchema(field: FieldDescriptor): JsonSchema {
  const described = { title: field.label, ...(field.help ? { description: field.help } : {}) };
  const value = valueSchema(field);
  // Optional values are answered (and may be sent) as null; lists and flags never are.
  const nullable = !field.required && field.type !== 'references' && field.type !== 'rows' && field.type !== 'boolean';
  return { ...described, ...(nullable ? { anyOf: [value, { type: 'null' }] } : value) };
}

function valueSchema(field: FieldDescriptor): JsonSchema {
  switch (field.type) {
    case 'string':
    case 'text': {
      const format = field.format;
      return {
        type: 'string',
        maxLength: field.maxLength ?? (field.type === 'text' ? 2000 : 100),
        ...(format === 'email' ? { format: 'email' } : {}),
        ...(typeof format === 'object' ? { pattern: format.pattern } : {}),
      };
    }
    case 'integer':
    case 'minutes':
      return { type: 'integer', ...bounds(field) };
    case 'decimal':
      // A string on the wire so no precision is lost; a plain number is accepted too.
      return { type: ['string', 'number'], ...bounds(field) };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
    case 'enum':
      return { enum: (field.options ?? []).map((option) => option.value) };
    case 'reference':
      return { ...UUID, ...(field.references ? { 'x-references': field.references } : {}) };
    case 'references':
      return { type: 'array', items: UUID, ...(field.references ? { 'x-references': field.references } : {}) };
    case 'rows':
      return {
        type: 'array',
        items: objectSchema(field.rowFields ?? []),
        ...(field.minRows !== undefined ? { minItems: field.minRows } : {}),
        ...(field.maxRows !== undefined ? { maxItems: field.maxRows } : {}),
      };
  }
}

function bounds(field: FieldDescriptor): JsonSchema {
  return { ...(field.min !== undefined ? { minimum: field.min } : {}), ...(field.max !== undefined ? { maximum: field.max } : {}) };
}

function objectSchema(fields: readonly FieldDescriptor[], extra: Record<string, JsonSchema> = {}, extraRequired: string[] = []): JsonSchema {
  const required = [...extraRequired, ...fields.filter((field) => field.required).map((field) => field.name)];
  return {
    type: 'object',
    properties: { ...extra, ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])) },
    ...(required.length > 0 ? { required } : {}),
  };
}

/** The fields a call may set: all but the one marking seeded rows, which no call sets. */
const settable = (entity: EntityDescriptor) => entity.fields.filter((field) => field.name !== entity.systemField);

const AUDIT: Record<string, JsonSchema> = {
  version: { type: 'integer', minimum: 1 },
  createdAt: { type: 'string', format: 'date-time' },
  createdBy: { type: ['string', 'null'] },
  updatedAt: { type: 'string', format: 'date-time' },
  updatedBy: { type: ['string', 'null'] },
};

/** The named schemas one setup entity contributes: its record, what create takes and what update takes. */
export function entitySchemas(entity: EntityDescriptor): Record<string, JsonSchema> {
  const record = objectSchema(entity.fields, { id: UUID }, ['id']);
  (record.properties as Record<string, JsonSchema>) = { ...(record.properties as Record<string, JsonSchema>), ...AUDIT };
  return {
    [entity.name]: { ...record, title: entity.label },
    [`${entity.name}Create`]: { ...objectSchema(settable(entity)), title: `New ${entity.label.toLowerCase()}` },
    [`${entity.name}Update`]: {
      ...objectSchema(settable(entity), { id: UUID, version: { type: 'integer', minimum: 1, description: 'The version read: a stale one is refused with 409' } }, ['id', 'version']),
      title: `Changed ${entity.label.toLowerCase()}`,
    },
  };
}

/** What a setup entity's list call takes: paging, search, its sortable fields and its filter keys. */
export function entityListRequest(entity: EntityDescriptor): JsonSchema {
  const filters = filterFields(entity).map((field) => [field.name, { title: field.label, anyOf: [valueSchema(field), { type: 'null' }] }]);
  return {
    type: 'object',
    title: `${entity.pluralLabel} filter`,
    properties: {
      search: { type: 'string', maxLength: 200 },
      pageNumber: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      sortBy: { enum: sortableFields(entity).map((field) => field.name) },
      sortDesc: { type: 'boolean' },
      ...Object.fromEntries(filters),
    },
  };
}
