/**
 * The security headers helmet makes of the site's options (a Content-Security-Policy for what sends none of its own,
 * X-Frame-Options, X-Content-Type-Options, Cross-Origin-*, Referrer-Policy, …) and the Permissions-Policy, set on
 * every response.
 */
// helmet's middleware is built once, at start: @fastify/helmet calls helmet(options) on every request, parsing every
// option and directive again, for headers that never change here (it cost the robots.txt answer a sixth of its time).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
const securityHeaders: FastifyPluginAsync<HelmetOptions> = async (app, options) => {
  // Made once: helmet reads the options when it builds its middleware, which then only sets headers.
  const headers = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', permissionsPolicy);
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};

export default fp(securityHeaders, { name: 'phx-security-headers' });
