import type { EntityDescriptor } from '@tna/contracts';
import { useNavigate } from 'react-router';
import { entityColumns } from '../../components/entity-columns';
import { ListPage, useListParams } from '../../components/list-page';
import { useDeleteEntityMutation, useFetchEntityList } from '../../queries/entities';
import { settingsPath } from './settings-paths';

/** `/settings/<route>/list` for any setup entity, its columns from the entity's descriptor. */
export function SettingsListPage({ entity }: { entity: EntityDescriptor }) {
  const navigate = useNavigate();
  const params = useListParams({ sortBy: entity.nameField });
  const list = useFetchEntityList(entity, params.request);
  const remove = useDeleteEntityMutation(entity);
  return (
    <ListPage
      title={entity.pluralLabel}
      noun={entity.label}
      columns={entityColumns(entity)}
      nameOf={(record) => String(record[entity.nameField] ?? '')}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate(settingsPath(entity, 'add'))}
      onEdit={(record) => navigate(settingsPath(entity, 'edit', record.id))}
      onClone={entity.cloneable ? (record) => navigate(settingsPath(entity, 'add'), { state: { clone: record } }) : undefined}
      // Rows the product seeds (system shift statuses) are neither edited nor deleted.
      isLocked={entity.systemField === undefined ? undefined : (record) => record[entity.systemField!] === true}
    />
  );
}
