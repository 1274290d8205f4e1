/**
 * The security headers @fastify/helmet makes of the site's options (a Content-Security-Policy for what sends none of
 * its own, X-Frame-Options, X-Content-Type-Options, Cross-Origin-*, Referrer-Policy, …) and the Permissions-Policy,
 * set on every response.
 */
import type { FastifyPluginAsync } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * What the site's pages may ask of the browser: the clinic finder's "near me" its position, on the site's own origin
 * (not in a frame of another); nothing else (deploy/nginx-static.conf sends the same for the static export).
 */
export const permissionsPolicy = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Sets helmet's headers on every response of the app (not only its own routes); a route's own replace them. */
const securityHeaders: FastifyPluginAsync<FastifyHelmetOptions> = async (app, options) => {
  // It runs helmet(options) again on every request: 5 µs each, measured (docs/architecture.md).
  await app.register(fastifyHelmet, options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', permissionsPolicy);
    done();
  });
};

export default fp(securityHeaders, { name: 'phx-security-headers' });
