import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('keeps the page from a user without its flag', async () => {
    logIn({ permissions: [] });
    renderRoute('/clocking');

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByText('Unauthorized access').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Clockings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clockings', hidden: true })).toBeNull();
  });

  it('lets an administrator in without any flag', async () => {
    logIn({ permissions: [], isAdministrator: true });
    mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/clocking');

    expect(await screen.findByRole('table', { name: 'Clockings' })).toBeTruthy();
    // jsdom lays nothing out, so the page counts as narrower than 1200 px and the sidebar starts closed.
    expect(screen.queryByRole('link', { name: 'Clockings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Main navigation' }));
    expect(screen.getByRole('link', { name: 'Clockings' }).getAttribute('href')).toBe('/clocking');
  });
});
