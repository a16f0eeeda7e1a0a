import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../session/session';
import { logIn, mockApi, renderRoute, withStatus } from '../test/render';

describe('main layout', () => {
  it('shows the breadcrumb, the user and the version', async () => {
    logIn();
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/clocking');

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb.textContent).toBe('Employee Clockings');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Olive Operator' })).toBeTruthy();
    expect(screen.getByText('v1.9.6')).toBeTruthy();
  });

  it('logs out from the user menu', async () => {
    logIn();
    const requests = mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [], logout: withStatus(204) });
    const { router } = renderRoute('/clocking');

    fireEvent.click(await screen.findByRole('button', { name: 'Olive Operator' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await expect.poll(() => getSession()).toBeNull();
    expect(requests.find((r) => r.call === 'logout')?.token).toBe('token-1');
  });

  it('shows those who may handle them how many events are parked, a click from their page, and nothing to others', async () => {
    logIn({ permissions: ['setupSystem'] });
    mockApi({ GetParkedEvents: { items: [], total: 3 } });
    const { router } = renderRoute('/settings/setting-dashboard');
    fireEvent.click(await screen.findByRole('button', { name: '3 parked events' }));
    await expect.poll(() => router.state.location.pathname).toBe('/settings/parked-events');

    logIn({ permissions: ['empClockings'] });
    const requests = mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/clocking');
    await screen.findAllByRole('button', { name: 'Olive Operator' });
    expect(requests.some((request) => request.call === 'GetParkedEvents')).toBe(false);
  });
});
