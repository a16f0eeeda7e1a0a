import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logIn, mockApi, renderRoute } from '../test/render';

describe('route guard', () => {
  it('sends a visitor without a session to the login page', async () => {
    const { router } = renderRoute('/clocking');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in user from / to the clockings', async () => {
    logIn();
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    const { router } = renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Employee Clockings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clocking');
  });

  it('sends a user without the clockings flag from the landing page to the settings dashboard', async () => {
    logIn({ permissions: ['setupSystem'] });
    const { router } = renderRoute('/clocking');

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/setting-dashboard');
    expect(screen.queryByRole('table', { name: 'Clockings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'System User' }).getAttribute('href')).toBe('/settings/system-user/list');
  });

  it('shows "Unauthorized access" for 2 seconds on a forbidden page, then goes to /clocking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn({ permissions: ['empClockings'] });
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    const { router } = renderRoute('/settings/system-user/list');

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Error');
    expect(dialog.textContent).toContain('Unauthorized access');
    expect(screen.queryByRole('table', { name: 'System Users' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/settings/system-user/list');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/clocking');
    expect(await screen.findByRole('heading', { name: 'Employee Clockings' })).toBeTruthy();
  });

  it('shows the settings dashboard with nothing in it to a user without any setup flag', async () => {
    logIn({ permissions: [] });
    renderRoute('/settings');

    expect(await screen.findByRole('heading', { name: 'No settings for this account' })).toBeTruthy();
  });

  it('sends every guarded page of a web-clocking-only account to /webclocking', async () => {
    logIn({ permissions: ['empClockings', 'setupSystem'], webClockingOnly: true });
    for (const path of ['/clocking', '/settings/system-user/list', '/settings', '/new-password']) {
      const { router, unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Web Clocking' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/webclocking');
      unmount();
    }
  });

  it('sends a session with an expired password to /new-password from any page', async () => {
    logIn({ mustChangePassword: true });
    const { router } = renderRoute('/clocking');

    expect(await screen.findByText('Your password has expired. Choose a new one to continue.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new-password');
  });

  it('sends a visitor without a session from /new-password to the login page', async () => {
    const { router } = renderRoute('/new-password');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an administrator in without any flag', async () => {
    logIn({ permissions: [], isAdministrator: true });
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/clocking');

    expect(await screen.findByText('Select an employee to see their shifts')).toBeTruthy();
    // jsdom lays nothing out, so the page counts as narrower than 1200 px and the sidebar starts closed.
    expect(screen.queryByRole('link', { name: 'Clockings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Main navigation' }));
    expect(screen.getByRole('link', { name: 'Clockings' }).getAttribute('href')).toBe('/clocking');
  });
});
