import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PlatformConfig } from '../config/platform-config';

/**
 * Powerful browser features the console may use: geolocation, for web clock-in, on its own origin
 * only. Every other feature a page could ask for is denied to it and to anything it embeds.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...['accelerometer', 'autoplay', 'bluetooth', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking'].map(
    (feature) => `${feature}=()`,
  ),
].join(', ');

/** API answers hold personal data: no browser or proxy may keep them. The docs page's files are not answers. */
const API_PATH = /^\/api\/(?!docs(\/|$))/;

/**
 * The helmet options for one installation (docs/security.md, "Response headers"). The console and
 * the API docs page load only their own files and run no inline script or style: React, PatternFly
 * and swagger-ui set styles through the DOM (`element.style`), which a policy does not restrict.
 */
export function securityHeaderOptions(config: Pick<PlatformConfig, 'TNA_PUBLIC_URL'>): HelmetOptions {
  const https = config.TNA_PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // Employee photos are shown from blob: URLs; PatternFly's and swagger-ui's icons are data: URLs.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Over plain http (a test rig, a trial on a laptop) upgrading would break every request.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // A year, for this host only: the product cannot know whether every sibling domain serves https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * Sets the security headers on every answer of the app — console pages and files, API answers,
 * errors, reader endpoints, health — in one place; routes cannot opt out. Register before the
 * routes are. Helmet's middleware is built once, at start: building it checks the options and
 * composes the policy's text, work no request needs again.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: Pick<PlatformConfig, 'TNA_PUBLIC_URL'>): void {
  const setHelmetHeaders = helmet(securityHeaderOptions(config));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // The default for every answer; the console's own files say how long they may be kept.
    reply.header('cache-control', 'no-store');
    setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
