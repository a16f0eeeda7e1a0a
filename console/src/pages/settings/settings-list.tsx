import { Content, PageSection } from '@patternfly/react-core';
import type { EntityDescriptor } from '@tna/contracts';
import { useNavigate } from 'react-router';
import { EntityTable } from '../../components/entity-table';
import { settingsPath } from './settings-paths';

/** `/settings/<route>/list` for any setup entity. */
export function SettingsListPage({ entity }: { entity: EntityDescriptor }) {
  const navigate = useNavigate();
  return (
    <>
      <PageSection>
        <Content component="h1">{entity.pluralLabel}</Content>
      </PageSection>
      <PageSection>
        <EntityTable
          entity={entity}
          onAdd={() => navigate(settingsPath(entity, 'add'))}
          onEdit={(record) => navigate(settingsPath(entity, 'edit', record.id))}
          onClone={(record) => navigate(settingsPath(entity, 'add'), { state: { clone: record } })}
        />
      </PageSection>
    </>
  );
}
