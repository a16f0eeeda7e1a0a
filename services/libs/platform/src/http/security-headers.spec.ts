import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, securityHeaderOptions } from './security-headers';

describe('security header options', () => {
  it('asks for https only when users open the product over https', () => {
    const https = securityHeaderOptions({ TNA_PUBLIC_URL: 'https://tna.example.com' });
    expect(https.strictTransportSecurity).toEqual({ maxAge: 31_536_000, includeSubDomains: false });
    expect(https.contentSecurityPolicy).toMatchObject({ directives: { 'upgrade-insecure-requests': [] } });
    for (const url of ['http://10.0.0.5:8080', undefined]) {
      const plain = securityHeaderOptions({ TNA_PUBLIC_URL: url });
      expect(plain.strictTransportSecurity).toBe(false);
      expect(plain.contentSecurityPolicy).not.toMatchObject({ directives: { 'upgrade-insecure-requests': [] } });
    }
  });

  it('lets scripts come only from the product, and nobody frame it', () => {
    const { directives } = securityHeaderOptions({}).contentSecurityPolicy as { directives: Record<string, string[]> };
    expect(directives).toMatchObject({ 'default-src': ["'self'"], 'script-src': ["'self'"], 'object-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'self'"] });
  });

  it('allows geolocation to the console alone and no other feature', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    expect(features).toContain('geolocation=(self)');
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual(['geolocation=(self)']);
  });
});
