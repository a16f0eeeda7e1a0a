import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../session/session';
import { mockApi, renderRoute, withStatus } from '../../test/render';

const loginAnswer = {
  value: 'Olive Operator',
  securityToken: 'token-42',
  isAdministrator: false,
  loginTime: '2025-03-03T07:00:00.000Z',
  permissions: ['empClockings'],
  mustChangePassword: false,
};

// The labels carry an aria-hidden "required" asterisk, which the accessible name leaves out.
async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Username' }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('logs in, keeps the session and opens the clockings with the token', async () => {
    const requests = mockApi({ UserLogin: loginAnswer, GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [] });
    renderRoute('/login');

    await submit('ops', 'secret');

    expect(await screen.findByRole('heading', { name: 'Employee Clockings' })).toBeTruthy();
    expect(requests[0]).toEqual({ call: 'UserLogin', body: { username: 'ops', password: 'secret' }, token: null });
    expect(getSession()).toEqual(loginAnswer);
    expect(JSON.parse(sessionStorage.getItem('tna.session')!)).toMatchObject({ securityToken: 'token-42' });
    expect(requests.filter((r) => r.call !== 'UserLogin').every((r) => r.token === 'token-42')).toBe(true);
    expect(screen.getByRole('button', { name: 'Olive Operator' })).toBeTruthy();
  });

  it('shows the refusal of wrong credentials and stays logged out', async () => {
    mockApi({ UserLogin: withStatus(401, { error: 'Invalid username or password' }) });
    renderRoute('/login');

    await submit('ops', 'wrong');

    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });
});
