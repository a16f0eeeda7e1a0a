import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { waitFor } from '../support/wait';
import { SmtpPeer, type ReceivedMail } from '../support/smtp-peer';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate, aUser, PASSWORD, unique } from './support/users';

const PUBLIC_URL = 'http://tna.example.test';
const SAME_ANSWER = { status: 200, body: { message: 'If an account uses that address, a link to reset its password is on its way.' } };
const INVALID_LINK = {
  status: 400,
  body: { error: 'This reset link is not valid: it was used already or has expired. Ask for a new one.', field: 'token' },
};

/** The token of the link in a reset mail. */
function linkToken(mail: ReceivedMail): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return match[1];
}

describe('forgotten passwords: reset links by e-mail (embedded mode)', () => {
  const mailbox = new SmtpPeer();
  let product: SecuredProduct;
  let anonymous: ApiClient;

  /** A user with an address of their own, and the token of the link mailed to it. */
  async function aResetLink(): Promise<{ username: string; email: string; token: string }> {
    const email = `${unique('someone')}@example.test`;
    const user = await aUser(product.admin, await aTemplate(product.admin, ['setupSystem']), { email });
    expect(await anonymous.call('ForgotPassword', { email: email.toUpperCase() })).toEqual(SAME_ANSWER);
    const [mail] = await waitFor('the reset mail', async () => (mailbox.to(email).length > 0 ? mailbox.to(email) : undefined));
    return { username: user.username, email, token: linkToken(mail) };
  }

  beforeAll(async () => {
    await mailbox.start();
    product = await startSecuredProduct('reset', { TNA_SMTP_URL: mailbox.url, TNA_MAIL_FROM: 'TNA <tna@example.test>', TNA_PUBLIC_URL: PUBLIC_URL });
    anonymous = new ApiClient(product.url);
  });

  afterAll(async () => {
    await product?.stop();
    await mailbox.stop();
  });

  it('mails a link that sets a new password once, ends the sessions and opens a login with it', async () => {
    const email = `${unique('owner')}@example.test`;
    const user = await aUser(product.admin, await aTemplate(product.admin, ['setupSystem']), { email, fullName: 'Sipho Nkosi' });
    const oldSession = new ApiClient(product.url);
    await oldSession.login(user.username, PASSWORD);

    expect(await anonymous.call('ForgotPassword', { email })).toEqual(SAME_ANSWER);
    const [mail] = await waitFor('the reset mail', async () => (mailbox.to(email).length > 0 ? mailbox.to(email) : undefined));
    expect(mail).toMatchObject({ from: 'tna@example.test', subject: 'Reset your Time and Attendance password' });
    expect(mail.text).toContain('Hello Sipho Nkosi');
    const token = linkToken(mail);

    expect(await anonymous.call('ResetPassword', { token, newPassword: 'Reset-Secret-7' })).toEqual({
      status: 200,
      body: { message: 'Your password has been changed. Log in with the new password.' },
    });
    expect((await oldSession.call('GetUserTeams', {})).status).toBe(401);
    expect((await anonymous.call('UserLogin', { username: user.username, password: PASSWORD })).status).toBe(401);
    const fresh = new ApiClient(product.url);
    await fresh.login(user.username, 'Reset-Secret-7');

    expect(await anonymous.call('ResetPassword', { token, newPassword: 'Second-Try-Secret-8' })).toEqual(INVALID_LINK);
    await fresh.login(user.username, 'Reset-Secret-7');
  });

  it('refuses an expired link, and keeps a link whose new password was too short', async () => {
    const { token, username } = await aResetLink();
    expect(await anonymous.call('ResetPassword', { token, newPassword: 'short' })).toMatchObject({ status: 400, body: { field: 'newPassword' } });
    await product.database.query("UPDATE api.password_resets SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM api.system_users WHERE username = $1)", [
      username,
    ]);
    expect(await anonymous.call('ResetPassword', { token, newPassword: 'Late-Secret-9' })).toEqual(INVALID_LINK);
    expect((await anonymous.call('UserLogin', { username, password: PASSWORD })).status).toBe(200);
  });

  it('answers an address nobody has exactly as one somebody has, and mails nobody', async () => {
    const stranger = `${unique('stranger')}@example.test`;
    expect(await anonymous.call('ForgotPassword', { email: stranger })).toEqual(SAME_ANSWER);
    // The link to a known address arrives meanwhile, so a missing one is not a slow one.
    await aResetLink();
    expect(mailbox.to(stranger)).toEqual([]);
  });

  it('refuses made-up and malformed tokens and addresses', async () => {
    expect(await anonymous.call('ResetPassword', { token: 'A'.repeat(43), newPassword: 'Made-Up-Secret-1' })).toEqual(INVALID_LINK);
    expect(await anonymous.call('ResetPassword', { token: "' OR 1=1 --", newPassword: 'x' })).toMatchObject({ status: 400, body: { field: 'token' } });
    expect(await anonymous.call('ForgotPassword', { email: 'not an address' })).toMatchObject({ status: 400, body: { field: 'email' } });
  });

  it('sends at most three links per user within a link lifetime', async () => {
    const { email } = await aResetLink();
    for (let i = 0; i < 4; i++) expect(await anonymous.call('ForgotPassword', { email })).toEqual(SAME_ANSWER);
    await aResetLink();
    expect(mailbox.to(email)).toHaveLength(3);
  });
});
