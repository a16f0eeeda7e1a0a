import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

const template = { id: 't-1', name: 'Supervisors', permissions: ['setupSystem', 'empClockings'], userCount: 2, version: 3 };

describe('System & Security settings', () => {
  it('lists security templates with edit and delete, and "Showing x to y of z entries"', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ GetSecurityTemplates: { items: [template], total: 1 }, DeleteSecurityTemplate: undefined });
    const { router } = renderRoute('/settings/security-template/list');

    const table = await screen.findByRole('table', { name: 'Security Templates' });
    expect(await within(table).findByText('Supervisors')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeTruthy();
    expect(requests.find((request) => request.call === 'GetSecurityTemplates')).toMatchObject({ call: 'GetSecurityTemplates', body: { pageNumber: 1, pageSize: 10 }, token: 'token-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Supervisors' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(requests.find((r) => r.call === 'DeleteSecurityTemplate')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Supervisors' }));
    expect(router.state.location.pathname).toBe('/settings/security-template/edit/t-1');
  });

  it('edits a template with the permission groups of the specification', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ GetSecurityTemplate: template, UpdateSecurityTemplate: template, GetSecurityTemplates: { items: [template], total: 1 } });
    const { router } = renderRoute('/settings/security-template/edit/t-1');

    expect(await screen.findByDisplayValue('Supervisors')).toBeTruthy();
    const groups = document.querySelectorAll('.pf-v6-c-form__field-group-header-title-text');
    expect(Array.from(groups, (group) => group.textContent)).toEqual(['Setup', 'Employee setup', 'Roster', 'Clocking screen', 'Data', 'Dashboard', 'Maintenance']);
    expect((screen.getByRole('checkbox', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'View Clockings' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Export' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'System' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await expect.poll(() => router.state.location.pathname).toBe('/settings/security-template/list');
    expect(requests.find((r) => r.call === 'UpdateSecurityTemplate')?.body).toEqual({
      id: 't-1',
      version: 3,
      name: 'Supervisors',
      permissions: ['empClockings', 'dataExport'],
    });
  });

  it('adds a system user with a template, a team and an expiry date', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({
      GetSecurityTemplates_IDName: [{ id: 't-1', name: 'Supervisors' }],
      GetUserTeams_IDName: [{ id: 'team-1', name: 'Day shift' }],
      GetEmployees: { items: [], total: 0 },
      CreateSystemUser: { id: 'u-1' },
      GetSystemUsers: { items: [], total: 0 },
    });
    const { router } = renderRoute('/settings/system-user/add');

    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'thandi' } });
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Thandi Mokoena' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'First-Secret-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'First-Secret-1' } });
    await screen.findByRole('option', { name: 'Supervisors' });
    fireEvent.change(screen.getByLabelText(/^Security template/), { target: { value: 't-1' } });
    await screen.findByRole('option', { name: 'Day shift' });
    fireEvent.change(screen.getByLabelText(/^User team/), { target: { value: 'team-1' } });
    fireEvent.change(screen.getByLabelText(/^Password expires on/), { target: { value: '2027-01-31' } });
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'thandi@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await expect.poll(() => router.state.location.pathname).toBe('/settings/system-user/list');
    expect(requests.find((r) => r.call === 'CreateSystemUser')?.body).toEqual({
      username: 'thandi',
      fullName: 'Thandi Mokoena',
      password: 'First-Secret-1',
      isAdministrator: false,
      status: 1,
      securityTemplateID: 't-1',
      employeeID: null,
      expiresOn: '2027-01-31',
      cellPhone: null,
      email: 'thandi@example.test',
      userTeamID: 'team-1',
      webClockingOnly: false,
    });
  });

  it('shows holders of setupSystem the System & Security group and the Settings sidebar entry', async () => {
    logIn({ permissions: ['setupSystem'], isAdministrator: false });
    renderRoute('/settings/setting-dashboard');

    const group = await screen.findByRole('region', { name: 'System & Security' });
    expect(within(group).getAllByRole('link').map((link) => link.textContent)).toEqual(expect.arrayContaining(['Security Template', 'System User', 'User Team']));
    expect(screen.queryByRole('region', { name: 'Organisational' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Main navigation' }));
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings']);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'System & Security' }));
    expect(within(sidebar).getByRole('link', { name: 'System User' }).getAttribute('href')).toBe('/settings/system-user/list');
  });

  it('keeps the Settings sidebar entry from a user without any setup flag', async () => {
    logIn({ permissions: ['empClockings'] });
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/clocking');

    fireEvent.click(await screen.findByRole('button', { name: 'Main navigation' }));
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Clockings']);
  });
});
