import { describe, expect, it } from 'vitest';
import { carriesMetricsToken } from './metrics-token';

const TOKEN = 'scrape-4f1c2a9e7b3d';

describe('metrics token', () => {
  it('opens with the configured token as a bearer token', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('stays shut for another token, another scheme, no header or no token configured', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(carriesMetricsToken(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(carriesMetricsToken(TOKEN, TOKEN)).toBe(false);
    expect(carriesMetricsToken(undefined, TOKEN)).toBe(false);
    expect(carriesMetricsToken([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`], TOKEN)).toBe(false);
    expect(carriesMetricsToken('Bearer ', undefined)).toBe(false);
    expect(carriesMetricsToken('Bearer undefined', undefined)).toBe(false);
  });
});
