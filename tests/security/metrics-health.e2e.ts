import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHealth } from '@tna/platform';
import { freePort, METRICS_AUTHORIZATION, METRICS_TOKEN } from '../support/processes';
import { startSecuredProduct, type SecuredProduct } from './support/product';

describe('/metrics and /health on the public port, with TNA_METRICS_TOKEN (embedded mode)', () => {
  let product: SecuredProduct;

  beforeAll(async () => {
    product = await startSecuredProduct('metrics-token');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('refuses /metrics without the token, with another token or another scheme', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token' }, { authorization: `Basic ${METRICS_TOKEN}` }, { Token: product.admin.token! }] as Record<string, string>[]) {
      const answer = await fetch(`${product.url}/metrics`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({ error: 'missing or invalid metrics token' });
    }
  });

  it('answers /metrics to the token', async () => {
    const answer = await fetch(`${product.url}/metrics`, { headers: METRICS_AUTHORIZATION });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('tells an anonymous caller of /health only "up", and the token holder every service and dependency', async () => {
    const anonymous = await fetch(`${product.url}/health`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await anonymous.text()).toBe('up');

    const detailed = await fetch(`${product.url}/health`, { headers: METRICS_AUTHORIZATION });
    expect(detailed.status).toBe(200);
    const body = (await detailed.json()) as { status: string; version: string; maxRelayLagMs: number; services: ServiceHealth[] };
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.maxRelayLagMs).toBe(60_000);
    expect(body.services.map((s) => s.service).sort()).toEqual(['alerts', 'api', 'ingestion', 'leave', 'payroll', 'time-engine']);
    expect(body.services.every((s) => s.database === 'up' && s.bus === 'up' && s.relay === 'up' && typeof s.unpublished === 'number')).toBe(true);
    // Readiness under its other name, and liveness, to anyone.
    expect(await (await fetch(`${product.url}/health/ready`)).text()).toBe('up');
    const live = await fetch(`${product.url}/health/live`);
    expect([live.status, await live.text()]).toEqual([200, 'live']);
  });
});

describe('/metrics on TNA_METRICS_PORT, no token, and https (embedded mode)', () => {
  let product: SecuredProduct;
  let metricsUrl: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    product = await startSecuredProduct('metrics-port', { TNA_METRICS_TOKEN: '', TNA_METRICS_PORT: String(metricsPort), TNA_PUBLIC_URL: 'https://tna.example.test' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('serves /metrics and the detail of /health on the metrics port, without a token', async () => {
    const metrics = await fetch(`${metricsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^process_cpu_user_seconds_total \d/m);
    const health = await fetch(`${metricsUrl}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { services: unknown[] }).services).toHaveLength(6);
    expect((await fetch(`${metricsUrl}/health/ready`)).status).toBe(200);
    expect(await (await fetch(`${metricsUrl}/health/live`)).text()).toBe('live');
    expect(await (await fetch(`${metricsUrl}/metrics`)).text()).toMatch(/^tna_outbox_oldest_unpublished_seconds\{service="ingestion"\} \d/m);
    // Nothing else of the product is reachable there.
    expect((await fetch(`${metricsUrl}/api/GetUserTeams`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${metricsUrl}/api/GetScanners`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
  });

  it('opens /metrics and the detail of /health to nobody on the public port when no token is set', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer undefined' }] as Record<string, string>[]) {
      expect((await fetch(`${product.url}/metrics`, { headers })).status).toBe(401);
      expect(await (await fetch(`${product.url}/health`, { headers })).text()).toBe('up');
    }
  });

  it('asks browsers to use https only, once users reach the product over https', async () => {
    for (const path of ['/', '/health']) {
      const answer = await fetch(`${product.url}${path}`);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    }
  });
});
