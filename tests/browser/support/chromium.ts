import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the tests never let a tool download a browser of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Apart from the test hooks, so a bench run outside vitest launches the same browser. */
export async function launchChromium(): Promise<Browser> {
  // Fail rather than skip: a skipped browser test reads like a passing one.
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install it with apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}
