/**
 * What the site's routes share: the element renderer (`app.render()`: the built one in dist/server, or the copy the
 * built server bundles) and the site's origin as a browser on it sends it (`app.originOf(request)`).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type OriginOptions, siteOrigin } from '../http/origin.ts';
import { type Render, serverRenderer } from '../site/pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The element renderer, loaded on first use. */
    render(): Promise<Render>;
    /** The configured public origin, else the request's own scheme and Host. */
    originOf(request: FastifyRequest): string;
  }
}

export interface SitePluginOptions extends OriginOptions {
  /** The repository root (dist/ is under it). */
  root: string;
  /** The element renderer; default: the built one in dist/server. */
  render?: Render;
}

const site: FastifyPluginAsync<SitePluginOptions> = async (app, options) => {
  const { render, root } = options;
  const origin = { publicOrigin: options.publicOrigin, trustProxy: options.trustProxy };
  app.decorate('render', () => (render ? Promise.resolve(render) : serverRenderer(root)));
  app.decorate('originOf', (request: FastifyRequest) => siteOrigin(request.raw, origin));
};

export default fp(site, { name: 'phx-site' });
