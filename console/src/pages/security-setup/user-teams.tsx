import { FormGroup, List, ListItem, NumberInput, TextInput } from '@patternfly/react-core';
import type { UserTeam } from '@tna/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPage, useListParams } from '../../components/list-page';
import { userTeams } from '../../queries/security';
import { fieldOf, FormPage } from './form-page';

const LIST_PATH = '/settings/user-team/list';

export function UserTeamListPage() {
  const navigate = useNavigate();
  const params = useListParams({ sortBy: 'name' });
  const list = userTeams.useList(params.request);
  const remove = userTeams.useDelete();
  return (
    <ListPage<UserTeam>
      title="User Teams"
      noun="User Team"
      columns={[
        { title: 'Name', cell: (row) => row.name, sortKey: 'name' },
        { title: 'Authority level', cell: (row) => row.authorityLevel, sortKey: 'authorityLevel' },
        { title: 'Members', cell: (row) => row.members.length },
      ]}
      nameOf={(row) => row.name}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate('/settings/user-team/add')}
      onEdit={(row) => navigate(`/settings/user-team/edit/${row.id}`)}
    />
  );
}

/** Name and authority level; members join a team on their system user record. */
export function UserTeamFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = userTeams.useOne(id);
  const save = userTeams.useSave();
  const [name, setName] = useState('');
  const [level, setLevel] = useState(1);

  useEffect(() => {
    if (existing.data) {
      setName(existing.data.name);
      setLevel(existing.data.authorityLevel);
    }
  }, [existing.data]);

  const onSave = () => {
    const record = { name: name.trim(), authorityLevel: level };
    save.mutate(existing.data ? { ...record, id: existing.data.id, version: existing.data.version } : record, { onSuccess: () => navigate(LIST_PATH) });
  };

  return (
    <FormPage
      title={id ? 'Edit User Team' : 'Add User Team'}
      listPath={LIST_PATH}
      isLoading={Boolean(id) && existing.isPending}
      loadError={existing.error}
      saveError={save.error}
      isSaving={save.isPending}
      canSave={name.trim().length > 0 && level >= 1 && level <= 99}
      onSave={onSave}
    >
      <FormGroup label="Name" isRequired fieldId="team-name">
        <TextInput id="team-name" value={name} onChange={(_event, value) => setName(value)} isRequired maxLength={100} validated={fieldOf(save.error) === 'name' ? 'error' : 'default'} />
      </FormGroup>
      <FormGroup label="Authority level" isRequired fieldId="team-level">
        <NumberInput
          id="team-level"
          inputName="team-level"
          inputAriaLabel="Authority level"
          value={level}
          min={1}
          max={99}
          onMinus={() => setLevel((value) => Math.max(1, value - 1))}
          onPlus={() => setLevel((value) => Math.min(99, value + 1))}
          onChange={(event) => setLevel(Number((event.target as HTMLInputElement).value) || 1)}
        />
      </FormGroup>
      {existing.data && (
        <FormGroup label="Members" fieldId="team-members">
          {existing.data.members.length === 0 ? (
            'No members yet: choose this team on a system user.'
          ) : (
            <List id="team-members">
              {existing.data.members.map((member) => (
                <ListItem key={member.id}>
                  {member.fullName} ({member.username})
                </ListItem>
              ))}
            </List>
          )}
        </FormGroup>
      )}
    </FormPage>
  );
}
