import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, withStatus } from '../../test/render';

async function choose(password: string, confirmation = password) {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmation } });
}

describe('reset password page (the e-mailed link)', () => {
  it('sets the new password with the token of the link', async () => {
    const requests = mockApi({ ResetPassword: { message: 'Your password has been changed. Log in with the new password.' } });
    renderRoute('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');

    await choose('Fresh-Secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password has been changed. Log in with the new password.')).toBeTruthy();
    expect(requests[0]).toEqual({
      call: 'ResetPassword',
      body: { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', newPassword: 'Fresh-Secret-1' },
      token: null,
    });
  });

  it('will not send passwords that differ, and shows a spent link as such', async () => {
    mockApi({ ResetPassword: withStatus(400, { error: 'This reset link is not valid: it was used already or has expired. Ask for a new one.', field: 'token' }) });
    renderRoute('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');

    await choose('Fresh-Secret-1', 'Fresh-Secret-2');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(true);

    await choose('Fresh-Secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/it was used already or has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
