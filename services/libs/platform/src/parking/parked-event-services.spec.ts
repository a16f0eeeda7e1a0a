import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARKED_EVENT_COMMANDS, PARKED_EVENT_SERVICES } from '@tna/contracts';

const SERVICES = path.resolve(__dirname, '../../../..');

/** The services whose source declares an event consumer (`consumer({ service: '…'`), by reading it. */
function consumingServices(): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/consumer\(\{\s*service:\s*'([a-z-]+)'/g)) found.add(match[1]);
      }
    }
  };
  for (const service of fs.readdirSync(SERVICES)) {
    const source = path.join(SERVICES, service, 'src');
    if (service !== 'libs' && fs.existsSync(source)) visit(source);
  }
  return found;
}

describe('the services whose parked events an operator can see, retry and drop', () => {
  it('are exactly those that consume events, each with its retry and drop command', () => {
    const consuming = consumingServices();
    expect(consuming.size).toBeGreaterThan(0);
    // A service that starts consuming events parks them too: list it, or its parked events stay out of reach.
    expect([...consuming].sort()).toEqual([...PARKED_EVENT_SERVICES].sort());
    for (const service of PARKED_EVENT_SERVICES) expect(Object.keys(PARKED_EVENT_COMMANDS[service]).sort()).toEqual(['drop', 'retry']);
  });
});
