import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations, useBrowser } from '../browser/support/browser';
import { REPO } from '../support/processes';
import { startSecuredProduct, type SecuredProduct } from './support/product';

const CONSOLE_DIST = path.join(REPO, 'console/dist');

/** What every answer carries, page, file, API answer or error alike (docs/security.md, "Response headers"). */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

function policyOf(headers: Headers): Map<string, string> {
  return new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => [directive.split(' ')[0], directive.slice(directive.indexOf(' ') + 1)]),
  );
}

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(headers.get(name), `${name} on ${what}`).toBe(value);
  const policy = policyOf(headers);
  expect(Object.fromEntries(policy), `the policy on ${what}`).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
    'img-src': "'self' data: blob:",
  });
  expect(headers.get('permissions-policy'), `permissions-policy on ${what}`).toMatch(/^geolocation=\(self\), /);
  expect(headers.get('permissions-policy')).toContain('camera=()');
  // Plain http here: asking browsers for https only would lock users out of this installation.
  expect(headers.get('strict-transport-security'), `strict-transport-security on ${what}`).toBeNull();
}

/** The page's scripts and inline handlers: what `script-src 'self'` would block if the build emitted it. */
function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes) || body.trim() !== '').map(([tag]) => tag);
  const handlers = [...html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)].map(([tag]) => tag);
  const urls = [...html.matchAll(/(?:href|src)\s*=\s*["']?\s*javascript:/gi)].map(([tag]) => tag);
  return [...scripts, ...handlers, ...urls];
}

describe('security headers on every answer (embedded mode)', () => {
  let product: SecuredProduct;
  let asset: string;

  beforeAll(async () => {
    product = await startSecuredProduct('headers');
    asset = fs.readdirSync(path.join(CONSOLE_DIST, 'assets')).find((file) => file.endsWith('.js'))!;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('sets them on the console page, which may be kept only after asking again', async () => {
    for (const page of ['/', '/login', '/settings/system-user/list']) {
      const answer = await fetch(`${product.url}${page}`);
      expect(answer.status).toBe(200);
      expectSecurityHeaders(answer.headers, page);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sets them on a static file, which keeps its long cache: its name changes with its content', async () => {
    const answer = await fetch(`${product.url}/assets/${asset}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(answer.headers, 'a static file');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sets them on an API answer, which no cache may keep', async () => {
    const answer = await product.admin.call('GetUserTeams', {});
    expect(answer.status).toBe(200);
    const raw = await fetch(`${product.url}/api/GetUserTeams`, { method: 'POST', headers: { 'content-type': 'application/json', Token: product.admin.token! }, body: '{}' });
    expect(raw.status).toBe(200);
    expectSecurityHeaders(raw.headers, 'an API answer');
    expect(raw.headers.get('cache-control')).toBe('no-store');
  });

  it('sets them on errors: a refused call, an unknown call, bad JSON and an unknown reader', async () => {
    const errors = [
      ['401 without a token', await fetch(`${product.url}/api/GetUserTeams`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 401],
      ['404 unknown call', await fetch(`${product.url}/api/NoSuchCall`, { method: 'POST' }), 404],
      ['400 bad JSON', await fetch(`${product.url}/api/UserLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' }), 400],
      ['403 unknown reader', await fetch(`${product.url}/iclock/cdata?SN=NOSUCHREADER&options=all`), 403],
    ] as const;
    for (const [what, answer, status] of errors) {
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer.headers, what);
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
    }
  });

  it('refuses TRACE (which fetch cannot even send) without echoing the request', async () => {
    const [status, body] = await new Promise<[number, string]>((resolve, reject) => {
      const request = http.request(`${product.url}/api/GetUserTeams`, { method: 'TRACE', headers: { Token: product.admin.token! } }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve([answer.statusCode ?? 0, text]));
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(405);
    expect(body).not.toContain(product.admin.token!);
  });

  it('sets them on the API documentation page and its files', async () => {
    for (const file of ['/api/docs', '/api/docs/swagger-ui-bundle.js', '/api/docs/docs-init.js', '/openapi.json']) {
      const answer = await fetch(`${product.url}${file}`);
      expect(answer.status, file).toBe(200);
      expectSecurityHeaders(answer.headers, file);
    }
  });

  it('serves console pages that hold no inline script, as built and as served', async () => {
    const pages = fs.readdirSync(CONSOLE_DIST).filter((file) => file.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      const html = fs.readFileSync(path.join(CONSOLE_DIST, page), 'utf8');
      expect(inlineScripts(html), page).toEqual([]);
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    }
    expect(inlineScripts(await (await fetch(`${product.url}/`)).text())).toEqual([]);
    expect(inlineScripts(await (await fetch(`${product.url}/api/docs`)).text())).toEqual([]);
    // The check finds what it looks for.
    expect(inlineScripts('<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">')).toHaveLength(3);
  });

  describe('in Chromium, under the policy', () => {
    const tab = useBrowser({ locale: 'en-GB', timezoneId: 'Africa/Johannesburg' });

    it('renders the API documentation with nothing blocked', async () => {
      await tab.page.goto(`${product.url}/api/docs`);
      // Swagger UI parses a 1.5 MB bundle and lays out a 450 KB document of 250 calls: 3-4 s on an idle
      // machine, and more than the usual 15 s on CI's, busy with another file's product.
      await tab.page.getByText('UserLogin', { exact: true }).first().waitFor({ timeout: 60_000 });
      await tab.page.getByText('UserLogin', { exact: true }).first().click();
      await tab.page.getByRole('button', { name: 'Try it out' }).first().waitFor();
      // The afterEach of useBrowser fails the test on any violation reported.
    });

    it('blocks an inline script and a frame of the console, and reports them', async () => {
      // A context of its own: these violations are the test's point, not a failure of the product.
      const context = await tab.page.context().browser()!.newContext();
      const violations: string[] = [];
      await collectCspViolations(context, violations);
      const page = await context.newPage();
      await page.goto(`${product.url}/login`);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.join('\n')).toMatch(/script-src(-elem)? blocked inline/);

      // Another site framing the console gets an error page in the frame, not the console.
      const framing = await context.newPage();
      await framing.setContent(`<iframe id="console" src="${product.url}/login"></iframe>`);
      const frame = await (await framing.waitForSelector('#console'))!.contentFrame();
      await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
      expect(await frame?.$('#root')).toBeNull();
      await context.close();
    });
  });
});
