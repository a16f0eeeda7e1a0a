import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../session/session';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

async function fill(current: string, next: string) {
  fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: next } });
}

describe('change password page', () => {
  it('is reached from the user menu and changes the password with the token', async () => {
    logIn();
    const requests = mockApi({ GetEmployees: { items: [], total: 0 }, GetScanners_IDName: [], ChangePassword: { mustChangePassword: false } });
    const { router } = renderRoute('/clocking');

    fireEvent.click(await screen.findByRole('button', { name: 'Olive Operator' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    expect(router.state.location.pathname).toBe('/new-password');
    await fill('old-secret', 'New-Secret-12');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Employee Clockings' })).toBeTruthy();
    expect(requests.find((r) => r.call === 'ChangePassword')).toEqual({
      call: 'ChangePassword',
      body: { currentPassword: 'old-secret', newPassword: 'New-Secret-12' },
      token: 'token-1',
    });
  });

  it('after an expiry, lets the user into the console only once the password is changed', async () => {
    logIn({ mustChangePassword: true });
    mockApi({
      GetEmployees: { items: [], total: 0 },
      GetScanners_IDName: [],
      ChangePassword: (request: { body: { currentPassword: string } }) =>
        request.body.currentPassword === 'right' ? { mustChangePassword: false } : withStatus(400, { error: 'The current password is wrong', field: 'currentPassword' }),
    });
    const { router } = renderRoute('/new-password');

    expect(await screen.findByText('Your password has expired. Choose a new one to continue.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await fill('wrong', 'New-Secret-12');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new-password');

    await fill('right', 'New-Secret-12');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Employee Clockings' })).toBeTruthy();
    expect(getSession()?.mustChangePassword).toBe(false);
  });
});
