import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('dashboard', () => {
  it('shows a card for each area the user may open, with the employee count', async () => {
    logIn({ permissions: ['empEmployees'] });
    const requests = mockApi({ GetEmployees: { items: [{ id: 'e1' }], total: 1234 } });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(cardTitles()).toEqual(['Employee']);
    expect(screen.getByRole('link', { name: 'Open employee' }).getAttribute('href')).toBe('/employee');
    expect(await screen.findByText('1,234 employees')).toBeTruthy();
    expect(requests.find((request) => request.call === 'GetEmployees')?.body).toEqual({ pageNumber: 1, pageSize: 1 });
  });

  it('shows all seven cards in order to an administrator, marking areas without a screen', async () => {
    logIn({ isAdministrator: true });
    mockApi({ GetEmployees: { items: [], total: 0 } });
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(cardTitles()).toEqual(['Employee', 'Roster', 'Clockings', 'Payroll Calc', 'Report', 'Data Import', 'Data Export']);
    expect(screen.getByRole('link', { name: 'Open clockings' }).getAttribute('href')).toBe('/clocking');
    const report = screen.getByRole('region', { name: 'Report' });
    expect(within(report).getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe('/reports');
    expect(within(report).queryByText('Not available in this version')).toBeNull();
    const roster = screen.getByRole('region', { name: 'Roster' });
    expect(within(roster).getByText('Not available in this version')).toBeTruthy();
  });

  it('shows a user with only the export flag the payroll calculation and export cards', async () => {
    logIn({ permissions: ['dataExport'] });
    mockApi({});
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(cardTitles()).toEqual(['Payroll Calc', 'Data Export']);
  });
});
