import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, withStatus } from '../../test/render';

const SENT = { message: 'If an account uses that address, a link to reset its password is on its way.' };

describe('forgot password page', () => {
  it('is linked from the login page and sends the address without a token', async () => {
    const requests = mockApi({ ForgotPassword: SENT });
    const { router } = renderRoute('/login');

    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail address' }), { target: { value: ' ann@example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(SENT.message)).toBeTruthy();
    expect(requests).toEqual([{ call: 'ForgotPassword', body: { email: 'ann@example.test' }, token: null }]);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the refusal of a malformed address', async () => {
    mockApi({ ForgotPassword: withStatus(400, { error: 'email must be an email', field: 'email' }) });
    renderRoute('/forgot-password');

    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail address' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('email must be an email')).toBeTruthy();
  });
});
