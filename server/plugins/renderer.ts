/**
 * What the site's routes share: the element renderer (`app.render()`: the built one in dist/server, or the copy the
 * built server bundles; each render has the clinics as the server read them last), the site's origin as a browser on
 * it sends it (`app.originOf(request)`), and the retention the pages state (`app.retentionDays`).
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
    /** Days an inquiry is kept, as /privacy and /faq state them: this server's own setting (undefined: the build's). */
    retentionDays: number | undefined;
  }
}

export interface RendererOptions extends OriginOptions {
  /** The repository root (dist/ is under it). */
  root: string;
  /** The element renderer; default: the built one in dist/server. */
  render?: Render;
  /** Days the receiver keeps an inquiry (the delivery config's), for the pages that state it. */
  retentionDays?: number;
}

const renderer: FastifyPluginAsync<RendererOptions> = async (app, options) => {
  const { render, root } = options;
  const origin = { publicOrigin: options.publicOrigin, trustProxy: options.trustProxy };
  // Every render has the clinics as the server read them last.
  const withClinics =
    (rendered: Render): Render =>
    (tag, attributes, renderOptions) =>
      rendered(tag, attributes, { clinics: app.clinics.data(), ...renderOptions });
  app.decorate('render', () => (render ? Promise.resolve(render) : serverRenderer(root)).then(withClinics));
  app.decorate('originOf', (request: FastifyRequest) => siteOrigin(request.raw, origin));
  app.decorate('retentionDays', options.retentionDays);
};

export default fp(renderer, { name: 'phx-renderer', dependencies: ['phx-clinics'] });
