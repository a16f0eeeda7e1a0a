import { Checkbox, FormFieldGroup, FormFieldGroupHeader, FormGroup, Grid, GridItem, TextInput } from '@patternfly/react-core';
import { SECURITY_TEMPLATE_GROUPS, type Permission, type SecurityTemplate } from '@tna/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPage, useListParams } from '../../components/list-page';
import { securityTemplates } from '../../queries/security';
import { fieldOf, FormPage } from './form-page';

const LIST_PATH = '/settings/security-template/list';

export function SecurityTemplateListPage() {
  const navigate = useNavigate();
  const params = useListParams({ sortBy: 'name' });
  const list = securityTemplates.useList(params.request);
  const remove = securityTemplates.useDelete();
  return (
    <ListPage<SecurityTemplate>
      title="Security Templates"
      noun="Security Template"
      columns={[
        { title: 'Name', cell: (row) => row.name, sortKey: 'name' },
        { title: 'Permissions', cell: (row) => row.permissions.length },
        { title: 'Users', cell: (row) => row.userCount },
      ]}
      nameOf={(row) => row.name}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate('/settings/security-template/add')}
      onEdit={(row) => navigate(`/settings/security-template/edit/${row.id}`)}
    />
  );
}

/** The template editor: a name and the permission groups of the specification, one checkbox per item. */
export function SecurityTemplateFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = securityTemplates.useOne(id);
  const save = securityTemplates.useSave();
  const [name, setName] = useState('');
  const [granted, setGranted] = useState<ReadonlySet<Permission>>(new Set());

  useEffect(() => {
    if (existing.data) {
      setName(existing.data.name);
      setGranted(new Set(existing.data.permissions));
    }
  }, [existing.data]);

  const toggle = (flag: Permission, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(flag);
      else next.delete(flag);
      return next;
    });

  const onSave = () => {
    const record = { name: name.trim(), permissions: [...granted] };
    save.mutate(existing.data ? { ...record, id: existing.data.id, version: existing.data.version } : record, { onSuccess: () => navigate(LIST_PATH) });
  };

  return (
    <FormPage
      title={id ? 'Edit Security Template' : 'Add Security Template'}
      listPath={LIST_PATH}
      isLoading={Boolean(id) && existing.isPending}
      loadError={existing.error}
      saveError={save.error}
      isSaving={save.isPending}
      canSave={name.trim().length > 0}
      onSave={onSave}
    >
      <FormGroup label="Name" isRequired fieldId="template-name">
        <TextInput id="template-name" value={name} onChange={(_event, value) => setName(value)} isRequired maxLength={100} validated={fieldOf(save.error) === 'name' ? 'error' : 'default'} />
      </FormGroup>
      {SECURITY_TEMPLATE_GROUPS.map((group) => (
        <FormFieldGroup key={group.label} header={<FormFieldGroupHeader titleText={{ text: group.label, id: `group-${group.label}` }} />}>
          <Grid hasGutter md={6} xl={4}>
            {group.items.map((item) => (
              <GridItem key={item.label}>
                <Checkbox
                  id={`flag-${group.label}-${item.label}`}
                  label={item.label}
                  isChecked={granted.has(item.flag)}
                  onChange={(_event, checked) => toggle(item.flag, checked)}
                />
              </GridItem>
            ))}
          </Grid>
        </FormFieldGroup>
      ))}
    </FormPage>
  );
}
