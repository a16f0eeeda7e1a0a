import { FormGroup, FormHelperText, FormSelect, FormSelectOption, HelperText, HelperTextItem, Switch, TextInput } from '@patternfly/react-core';
import { SYSTEM_USER_STATUSES, type Employee, type SystemUser, type SystemUserStatus } from '@tna/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPage, useListParams } from '../../components/list-page';
import { callApi } from '../../api/client';
import { securityTemplates, systemUsers, userTeams } from '../../queries/security';
import type { EmployeeSummary } from '../../queries/employees';
import { EmployeePicker } from '../clocking/components/employee-picker';
import { NewPasswordFields } from '../new-password/password-fields';
import { fieldOf, FormPage } from './form-page';

const LIST_PATH = '/settings/system-user/list';
const statusLabel = (status: number) => SYSTEM_USER_STATUSES.find((s) => s.value === status)?.label ?? String(status);

export function SystemUserListPage() {
  const navigate = useNavigate();
  const params = useListParams({ sortBy: 'username' });
  const list = systemUsers.useList(params.request);
  const remove = systemUsers.useDelete();
  return (
    <ListPage<SystemUser>
      title="System Users"
      noun="System User"
      columns={[
        { title: 'Username', cell: (row) => row.username, sortKey: 'username' },
        { title: 'Full name', cell: (row) => row.fullName, sortKey: 'fullName' },
        { title: 'Admin', cell: (row) => (row.isAdministrator ? 'Yes' : 'No') },
        { title: 'Status', cell: (row) => statusLabel(row.status), sortKey: 'status' },
        { title: 'Security template', cell: (row) => row.securityTemplateName ?? '', sortKey: 'securityTemplateName' },
        { title: 'User team', cell: (row) => row.userTeamName ?? '', sortKey: 'userTeamName' },
        { title: 'E-mail', cell: (row) => row.email ?? '', sortKey: 'email' },
      ]}
      nameOf={(row) => row.username}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => navigate('/settings/system-user/add')}
      onEdit={(row) => navigate(`/settings/system-user/edit/${row.id}`)}
    />
  );
}

interface UserForm {
  username: string;
  fullName: string;
  isAdministrator: boolean;
  status: SystemUserStatus;
  securityTemplateID: string;
  employee: EmployeeSummary | null;
  expiresOn: string;
  cellPhone: string;
  email: string;
  userTeamID: string;
  webClockingOnly: boolean;
}

const EMPTY: UserForm = {
  username: '',
  fullName: '',
  isAdministrator: false,
  status: 1,
  securityTemplateID: '',
  employee: null,
  expiresOn: '',
  cellPhone: '',
  email: '',
  userTeamID: '',
  webClockingOnly: false,
};

/** The linked employee of a user being edited, to show in the picker. */
function useLinkedEmployee(employeeID: string | null | undefined) {
  return useQuery({
    queryKey: ['employees', 'one', employeeID],
    queryFn: () => callApi<Employee>('GetEmployee', { query: { ID: employeeID! } }),
    enabled: Boolean(employeeID),
  });
}

export function SystemUserFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = systemUsers.useOne(id);
  const linked = useLinkedEmployee(existing.data?.employeeID);
  const templates = securityTemplates.useIdNames();
  const teams = userTeams.useIdNames();
  const save = systemUsers.useSave();
  const [form, setForm] = useState<UserForm>(EMPTY);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    const user = existing.data;
    if (!user) return;
    setForm({
      username: user.username,
      fullName: user.fullName,
      isAdministrator: user.isAdministrator,
      status: user.status,
      securityTemplateID: user.securityTemplateID ?? '',
      employee: null,
      expiresOn: user.expiresOn ?? '',
      cellPhone: user.cellPhone ?? '',
      email: user.email ?? '',
      userTeamID: user.userTeamID ?? '',
      webClockingOnly: user.webClockingOnly,
    });
  }, [existing.data]);

  useEffect(() => {
    if (linked.data) set('employee', linked.data);
  }, [linked.data]);

  const errorField = fieldOf(save.error);
  const validated = (field: string) => (errorField === field ? 'error' : 'default');
  const passwordOk = id ? password === confirmation : password.length > 0 && password === confirmation;
  const canSave = form.username.trim() !== '' && form.fullName.trim() !== '' && (form.isAdministrator || form.securityTemplateID !== '') && passwordOk;

  const onSave = () => {
    const record = {
      username: form.username.trim(),
      fullName: form.fullName.trim(),
      isAdministrator: form.isAdministrator,
      status: form.status,
      securityTemplateID: form.securityTemplateID || null,
      // The link is kept when the employee could not be shown (a user without the employee flags editing).
      employeeID: form.employee?.id ?? (linked.isError ? (existing.data?.employeeID ?? null) : null),
      expiresOn: form.expiresOn || null,
      cellPhone: form.cellPhone.trim() || null,
      email: form.email.trim() || null,
      userTeamID: form.userTeamID || null,
      webClockingOnly: form.webClockingOnly,
    };
    const request = existing.data
      ? { ...record, id: existing.data.id, version: existing.data.version, password: password || null }
      : { ...record, password };
    save.mutate(request, { onSuccess: () => navigate(LIST_PATH) });
  };

  return (
    <FormPage
      title={id ? 'Edit System User' : 'Add System User'}
      listPath={LIST_PATH}
      isLoading={Boolean(id) && existing.isPending}
      loadError={existing.error}
      saveError={save.error}
      isSaving={save.isPending}
      canSave={canSave}
      onSave={onSave}
    >
      <FormGroup label="Username" isRequired fieldId="user-username">
        <TextInput id="user-username" value={form.username} onChange={(_e, v) => set('username', v)} isRequired maxLength={64} validated={validated('username')} autoComplete="off" />
      </FormGroup>
      <FormGroup label="Full name" isRequired fieldId="user-full-name">
        <TextInput id="user-full-name" value={form.fullName} onChange={(_e, v) => set('fullName', v)} isRequired maxLength={100} validated={validated('fullName')} />
      </FormGroup>
      <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} />
      {id && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem>Leave the password blank to keep it. A new password logs the user out everywhere.</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
      <FormGroup label="Administrator" fieldId="user-admin">
        <Switch id="user-admin" label="Yes" isChecked={form.isAdministrator} onChange={(_e, checked) => set('isAdministrator', checked)} />
      </FormGroup>
      <FormGroup label="Status" isRequired fieldId="user-status">
        <FormSelect id="user-status" value={form.status} onChange={(_e, v) => set('status', Number(v) as SystemUserStatus)}>
          {SYSTEM_USER_STATUSES.map((status) => (
            <FormSelectOption key={status.value} value={status.value} label={status.label} />
          ))}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Security template" isRequired={!form.isAdministrator} fieldId="user-template">
        <FormSelect id="user-template" value={form.securityTemplateID} onChange={(_e, v) => set('securityTemplateID', v)} validated={validated('securityTemplateID')}>
          <FormSelectOption value="" label={form.isAdministrator ? 'None (administrators pass every check)' : 'Select a template'} />
          {templates.data?.map((template) => (
            <FormSelectOption key={template.id} value={template.id} label={template.name} />
          ))}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Linked employee" fieldId="user-employee">
        <span id="user-employee-label" hidden>
          Linked employee
        </span>
        <EmployeePicker
          key={form.employee?.id ?? 'none'}
          id="user-employee"
          labelledBy="user-employee-label"
          selected={form.employee}
          onSelect={(employee) => set('employee', employee)}
        />
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant={validated('employeeID') === 'error' ? 'error' : 'default'}>
              The user may not authorise or unauthorise this employee&apos;s hours.
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      </FormGroup>
      <FormGroup label="Password expires on" fieldId="user-expires">
        <TextInput id="user-expires" type="date" value={form.expiresOn} onChange={(_e, v) => set('expiresOn', v)} validated={validated('expiresOn')} />
        <FormHelperText>
          <HelperText>
            <HelperTextItem>Blank: the password never expires.</HelperTextItem>
          </HelperText>
        </FormHelperText>
      </FormGroup>
      <FormGroup label="Cell phone" fieldId="user-cell">
        <TextInput id="user-cell" type="tel" value={form.cellPhone} onChange={(_e, v) => set('cellPhone', v)} validated={validated('cellPhone')} />
      </FormGroup>
      <FormGroup label="E-mail address" fieldId="user-email">
        <TextInput id="user-email" type="email" value={form.email} onChange={(_e, v) => set('email', v)} validated={validated('email')} />
      </FormGroup>
      <FormGroup label="User team" fieldId="user-team">
        <FormSelect id="user-team" value={form.userTeamID} onChange={(_e, v) => set('userTeamID', v)} validated={validated('userTeamID')}>
          <FormSelectOption value="" label="None" />
          {teams.data?.map((team) => (
            <FormSelectOption key={team.id} value={team.id} label={team.name} />
          ))}
        </FormSelect>
      </FormGroup>
      <FormGroup label="Web clocking only" fieldId="user-web-clocking">
        <Switch id="user-web-clocking" label="Yes" isChecked={form.webClockingOnly} onChange={(_e, checked) => set('webClockingOnly', checked)} />
      </FormGroup>
    </FormPage>
  );
}
