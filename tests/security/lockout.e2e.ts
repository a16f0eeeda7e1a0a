import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemUser, UserLoginResponse } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate, aUser, PASSWORD } from './support/users';

let nextAddress = 1;
/** The product trusts 127.0.0.1 as a proxy, so each attempt may come from an address of its own. */
const anAddress = () => `203.0.113.${nextAddress++}`;
const LOCK_SECONDS = 15 * 60;

interface AuditRow {
  action: string;
  username: string | null;
  remote_address: string | null;
  details: { scope?: string; failures?: number; reason?: string };
}

/**
 * The lockout rule of docs/security.md with its defaults (locked at the 10th failure of a name for
 * 15 minutes), but no slowdown before the lock, so ten failures take no ten minutes of waiting:
 * the slowdown's figures are the unit tests' (domain/login-throttle.spec.ts).
 */
describe('lockout an attacker cannot turn against the owner (embedded mode)', () => {
  let product: SecuredProduct;

  const login = (username: string, password: string, address: string) =>
    new ApiClient(product.url).call<UserLoginResponse & { error?: string; retryAfterSeconds?: number }>('UserLogin', { username, password }, { headers: { 'X-Forwarded-For': address } });

  /** Moves a name's failures and lock into the past, as if `seconds` had gone by. */
  const letTimePass = (user: SystemUser, seconds: number) =>
    product.database.query(
      `UPDATE api.login_throttle SET last_failure_at = last_failure_at - make_interval(secs => $2), locked_until = locked_until - make_interval(secs => $2)
        WHERE key = $1 OR key LIKE $1 || ' address:%'`,
      [`user:${user.username.toLowerCase()}`, seconds],
    );

  const audit = (user: SystemUser) =>
    product.database.query<AuditRow>(
      `SELECT action, username, remote_address, details FROM api.audit_log WHERE lower(username) = lower($1) AND action LIKE 'login-%locked' ORDER BY id`,
      [user.username],
    );

  async function anOwnerAt(home: string): Promise<SystemUser> {
    const owner = await aUser(product.admin, await aTemplate(product.admin, []));
    expect((await login(owner.username, PASSWORD, home)).status).toBe(200);
    return owner;
  }

  /** Ten wrong passwords for the name, each from a new address: every one is checked (401). */
  async function guessFromTenAddresses(user: SystemUser): Promise<void> {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(user.username, `guess-${i}`, anAddress())).status);
    expect(statuses).toEqual(Array(10).fill(401));
  }

  beforeAll(async () => {
    product = await startSecuredProduct('lockout', { TNA_TRUSTED_PROXIES: '127.0.0.1', TNA_LOGIN_SLOWDOWN_AFTER: '10' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('locks a name guessed from ten addresses for 15 minutes everywhere but the owner’s address, where the owner waits 30 s', async () => {
    const home = anAddress();
    const owner = await anOwnerAt(home);
    await guessFromTenAddresses(owner);

    // From an address the account never logged in from, even with the right password: 15 minutes.
    const elsewhere = await login(owner.username, PASSWORD, anAddress());
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.retryAfterSeconds).toBeGreaterThan(LOCK_SECONDS - 10);
    expect(elsewhere.body.retryAfterSeconds).toBeLessThanOrEqual(LOCK_SECONDS);

    // From the owner's own address: 30 s after the last failure, at most.
    const atHome = await login(owner.username, PASSWORD, home);
    expect(atHome.status).toBe(429);
    expect(atHome.body.retryAfterSeconds).toBeGreaterThan(20);
    expect(atHome.body.retryAfterSeconds).toBeLessThanOrEqual(30);

    await letTimePass(owner, 30);
    expect((await login(owner.username, PASSWORD, anAddress())).status).toBe(429);
    expect((await login(owner.username, PASSWORD, home)).status).toBe(200);
    // The owner's login lifted the lock for everyone.
    expect((await login(owner.username, PASSWORD, anAddress())).status).toBe(200);

    expect(await audit(owner)).toEqual([
      { action: 'login-locked', username: owner.username, remote_address: null, details: expect.objectContaining({ scope: 'account', failures: 10 }) },
      { action: 'login-unlocked', username: owner.username.toLowerCase(), remote_address: null, details: expect.objectContaining({ scope: 'account', reason: 'login' }) },
    ]);
  });

  it('lets guessing go on at one try per lock, 15 minutes apart, and records each lock and its end', async () => {
    const owner = await anOwnerAt(anAddress());
    await guessFromTenAddresses(owner);
    expect((await login(owner.username, 'guess-10', anAddress())).status).toBe(429);

    await letTimePass(owner, LOCK_SECONDS);
    // One try once the lock is over, and its failure locks the name again at once.
    expect((await login(owner.username, 'guess-11', anAddress())).status).toBe(401);
    const again = await login(owner.username, 'guess-12', anAddress());
    expect(again.status).toBe(429);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(LOCK_SECONDS - 10);

    expect((await audit(owner)).map((row) => [row.action, row.details.scope, row.details.failures, row.details.reason])).toEqual([
      ['login-locked', 'account', 10, undefined],
      ['login-unlocked', 'account', 10, 'expired'],
      ['login-locked', 'account', 11, undefined],
    ]);
  });

  it('counts failures at the owner’s address in full: an attacker sharing it is locked out like anyone', async () => {
    const home = anAddress();
    const owner = await anOwnerAt(home);
    for (let i = 0; i < 10; i++) expect((await login(owner.username, `guess-${i}`, home)).status).toBe(401);
    const locked = await login(owner.username, PASSWORD, home);
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(LOCK_SECONDS - 10);
    expect((await audit(owner)).map((row) => [row.action, row.details.scope, row.remote_address])).toEqual([
      ['login-locked', 'account', null],
      ['login-locked', 'account-at-address', home],
    ]);
  });

  it('does not let a known address of one account shorten another account’s lock', async () => {
    const home = anAddress();
    await anOwnerAt(home);
    const other = await aUser(product.admin, await aTemplate(product.admin, []));
    await guessFromTenAddresses(other);
    expect((await login(other.username, PASSWORD, home)).body.retryAfterSeconds).toBeGreaterThan(LOCK_SECONDS - 10);
  });
});
