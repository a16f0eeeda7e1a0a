import { idNameCallOf, type EntityDescriptor, type FieldDescriptor } from '@tna/contracts';
import type { ReactNode } from 'react';
import { useFetchIdNames, type EntityRecord } from '../queries/entities';
import type { ListColumn } from './list-page';

/** The list's columns of a setup entity: the name first, then the fields marked listed. */
function listedFields(entity: EntityDescriptor): FieldDescriptor[] {
  const name = entity.fields.find((field) => field.name === entity.nameField);
  return [...(name ? [name] : []), ...entity.fields.filter((field) => field.listed && field.name !== entity.nameField)];
}

function ReferenceName({ field, id }: { field: FieldDescriptor; id: string }) {
  const names = useFetchIdNames(idNameCallOf(field.references!));
  return <>{names.data?.find((option) => option.id === id)?.name ?? ''}</>;
}

/** A field's value as the list shows it. */
function CellValue({ field, value }: { field: FieldDescriptor; value: unknown }): ReactNode {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'enum':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'reference':
      return <ReferenceName field={field} id={String(value)} />;
    case 'references':
    case 'rows':
      return String((value as unknown[]).length);
    default:
      return String(value);
  }
}

/** The list engine's columns from an entity descriptor; counts of rows and references do not sort. */
export function entityColumns(entity: EntityDescriptor): ListColumn<EntityRecord>[] {
  return fieldColumns(listedFields(entity));
}

/** A column per field, each cell showing the field's value as a list does. */
export function fieldColumns(fields: readonly FieldDescriptor[]): ListColumn<EntityRecord>[] {
  return fields.map((field) => ({
    title: field.label,
    cell: (record) => <CellValue field={field} value={record[field.name]} />,
    sortKey: field.type === 'rows' || field.type === 'references' ? undefined : field.name,
  }));
}
