import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { REPO } from '../../support/processes';
import { launchChromium } from './chromium';

const SCREENSHOT_DIR = path.join(REPO, 'tests/.reports/screenshots');
const CONSOLE_INDEX = path.join(REPO, 'console/dist/index.html');
/**
 * Well inside vitest's test timeout, so a missing element fails with Playwright's message; 30 s
 * because CI's slow two-core machine, busy with another file's product, took over 15 s for a page.
 */
const ACTION_TIMEOUT_MS = 30_000;

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The page of the running test, what it threw that nothing caught, and what the security policy blocked. */
export interface BrowserTab {
  page: Page;
  pageErrors: Error[];
  cspViolations: string[];
}

/**
 * Reports every Content-Security-Policy violation of every page and frame of a context: the
 * product serves its policy on every page, and whatever it blocks is broken for users.
 */
export async function collectCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('__tnaCspViolation', (_source, violation: string) => void into.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __tnaCspViolation(violation: string): void }).__tnaCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/**
 * Hooks for the enclosing describe: one Chromium for all its tests, a fresh context per test (no
 * cookies, no sessionStorage, so no session carried over), a screenshot named after a failing
 * test, and after every test the check that the page threw no uncaught error and the security
 * policy blocked nothing.
 */
export function useBrowser(contextOptions: { locale: string; timezoneId: string }): BrowserTab {
  const tab = { pageErrors: [], cspViolations: [] } as unknown as BrowserTab;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    // Without a built console the product serves no pages, and every test would time out on its first locator.
    if (!fs.existsSync(CONSOLE_INDEX)) throw new Error(`${CONSOLE_INDEX} is missing: run npm run build, which builds the console too`);
    // Launched here rather than in beforeAll: vitest reports tests after a failed beforeAll as skipped, not failed.
    browser ??= await launchChromium();
    context = await browser.newContext({ ...contextOptions, viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    tab.cspViolations = [];
    await collectCspViolations(context, tab.cspViolations);
    tab.page = await context.newPage();
    tab.pageErrors = [];
    tab.page.on('pageerror', (error) => tab.pageErrors.push(error));
  });

  afterEach(async ({ task }) => {
    // No context: beforeEach failed, and its error is the one to read.
    if (!context) return;
    try {
      if (task.result?.state === 'fail' || tab.pageErrors.length > 0 || tab.cspViolations.length > 0) await saveScreenshot(tab.page, task.name);
    } finally {
      await context.close();
      context = undefined;
    }
    expect(tab.pageErrors.map((error) => error.stack ?? error.message), 'uncaught errors on the page').toEqual([]);
    expect(tab.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });

  return tab;
}

/** Fills in and submits the login form; answers the status of the UserLogin call it made. */
export async function logIn(page: Page, username: string, password: string): Promise<number> {
  await page.getByLabel('Username').fill(username);
  // Anchored, or the "Show password" toggle matches too; the label reads "Password *".
  await page.getByLabel(/^Password/).fill(password);
  // Waiting for this answer, not for text, tells a new error from the previous attempt's.
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/UserLogin');
  await page.getByRole('button', { name: 'Log In' }).click();
  return (await answer).status();
}
