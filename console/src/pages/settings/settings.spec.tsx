import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const aDepartment = (n: number) => ({ id: `d${n}`, name: `Department ${n}`, version: 1 });
const page = (from: number, count: number, total: number) => ({ items: Array.from({ length: count }, (_, i) => aDepartment(from + i)), total });

describe('the generic settings screens', () => {
  it('lists a page of records with the entries text and five page links', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({ GetDepartments: page(1, 10, 57) });
    renderRoute('/settings/department/list');

    const table = await screen.findByRole('table', { name: 'Departments' });
    expect(await within(table).findByText('Department 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 57 entries')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(requests[0].body).toEqual({ pageNumber: 1, pageSize: 10, sortBy: 'name', sortDesc: false });

    fireEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ pageNumber: 3 }));
  });

  it('searches on the server', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({ GetDepartments: page(1, 1, 1) });
    renderRoute('/settings/department/list');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'Pack' } });
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ search: 'Pack', pageNumber: 1 }));
  });

  it('adds a record and goes back to the list', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({ CreateDepartment: aDepartment(1), GetDepartments: page(1, 1, 1) });
    const { router } = renderRoute('/settings/department/add');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Packing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/department/list'));
    expect(requests.find((request) => request.call === 'CreateDepartment')?.body).toEqual({ name: 'Packing' });
  });

  it('shows field errors: its own checks first, then the api’s', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({ CreateDepartment: withStatus(409, { error: 'Name "Packing" is already in use', field: 'name' }) });
    renderRoute('/settings/department/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(requests).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Packing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name "Packing" is already in use')).toBeTruthy();
  });

  it('deletes after a confirmation, and says what uses a record it may not delete', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({
      GetDepartments: page(1, 2, 2),
      DeleteDepartment: (request: { call: string }) =>
        requests.filter((r) => r.call === request.call).length === 1 ? undefined : withStatus(409, { error: 'Department "Department 2" is in use by 3 employees' }),
    });
    renderRoute('/settings/department/list');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Department 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Department “Department 1” will be deleted');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.filter((request) => request.call === 'DeleteDepartment')).toHaveLength(1));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Department 2' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Department "Department 2" is in use by 3 employees')).toBeTruthy();
  });

  it('edits with the version it read, and offers a reload when someone else saved first', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const requests = mockApi({
      GetDepartment: { id: 'd1', name: 'Packing', version: 4 },
      UpdateDepartment: withStatus(409, { error: 'This department was changed by someone else meanwhile', field: 'version', currentVersion: 5 }),
    });
    renderRoute('/settings/department/edit/d1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/setting-dashboard');
    expect(breadcrumb.getByRole('link', { name: 'Departments' }).getAttribute('href')).toBe('/settings/department/list');
    expect(breadcrumb.getByText('Edit Department')).toBeTruthy();
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Packing'));
    fireEvent.change(name, { target: { value: 'Packing and Dispatch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record')).toBeTruthy();
    expect(requests.find((request) => request.call === 'UpdateDepartment')?.body).toMatchObject({ id: 'd1', version: 4, name: 'Packing and Dispatch' });
    expect(screen.getByRole('button', { name: 'Reload it' })).toBeTruthy();
  });

  it('keeps a setup from a user without its flag', async () => {
    logIn({ permissions: ['setupSystem'] });
    renderRoute('/settings/department/list');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Departments' })).toBeNull();
  });

  it('clones a record into a new one with its values', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const location = { id: 'l1', name: 'Head office', latitude: '-26.1', longitude: '28.05', radius: 150, externalID: 'HO', version: 3 };
    const requests = mockApi({ GetLocations: { items: [location], total: 1 }, CreateLocation: { ...location, id: 'l2', version: 1 } });
    const { router } = renderRoute('/settings/location/list');
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Head office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/location/add'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Copy of Head office');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.call === 'CreateLocation')).toBe(true));
    expect(requests.find((request) => request.call === 'CreateLocation')?.body).toEqual({
      name: 'Copy of Head office',
      latitude: '-26.1',
      longitude: '28.05',
      radius: 150,
      externalID: 'HO',
    });
  });

  it('offers no edit or delete for the system shift statuses, and no system switch in the form', async () => {
    logIn({ permissions: ['setupRules'] });
    const statuses = [
      { id: 's1', code: 100, name: 'AWOL', systemFlag: true, version: 1 },
      { id: 's2', code: 900, name: 'Site closed', systemFlag: false, version: 1 },
    ];
    mockApi({ GetShiftStatuses: { items: statuses, total: 2 } });
    const { router } = renderRoute('/settings/shift-status/list');
    expect(await screen.findByRole('button', { name: 'Edit Site closed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Site closed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit AWOL' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete AWOL' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/shift-status/add'));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByText('System')).toBeNull();
  });
});
