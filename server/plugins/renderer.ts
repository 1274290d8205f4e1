/**
 * What the site's routes share: the element renderer (`app.render()`: the built one in dist/server, or the copy the
 * built server bundles; each render has the clinics as the server read them last), the site's origin as a browser on
 * it sends it (`app.originOf(request)`), and the retention the pages state (`app.retentionDays`).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Render, serverRenderer } from '../site/pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The element renderer, loaded on first use. */
    render(): Promise<Render>;
    /**
     * The configured public origin, else the request's own scheme (a trusted proxy's X-Forwarded-Proto, as Fastify's
     * `trustProxy` reads it; anything but https is http) and its Host header.
     */
    originOf(request: FastifyRequest): string;
    /** Days an inquiry is kept, as /privacy and /faq state them: this server's own setting (undefined: the build's). */
    retentionDays: number | undefined;
    /** The version of what the pages are rendered from, when the renderer was handed in and changes (`npm run dev`). */
    pagesVersion: (() => string) | undefined;
  }
}

interface RendererOptions {
  /** The site's public origin (e.g. https://phoenix-bionics.example); when set, the Host header is never trusted. */
  publicOrigin?: string;
  /** The repository root (dist/ is under it). */
  root: string;
  /** The element renderer; default: the built one in dist/server. */
  render?: Render;
  /** Days the receiver keeps an inquiry (the delivery config's), for the pages that state it. */
  retentionDays?: number;
  /** The version of the code and content `render` renders, when it changes while the server runs. */
  pagesVersion?: () => string;
}

const renderer: FastifyPluginAsync<RendererOptions> = async (app, options) => {
  const { render, root } = options;
  // Every render has the clinics as the server read them last, and says what it did not take without repeating it:
  // the value came from a visitor (a query, a Host header).
  const warn = (message: string) => {
    const tag = /^<(phx-[a-z-]+)>/.exec(message)?.[1];
    app.log.warn(
      `render${tag ? ` <${tag}>` : ''}: a value that is not valid was replaced by its default (not repeated)`,
    );
  };
  const withClinics =
    (rendered: Render): Render =>
    (tag, attributes, renderOptions) =>
      rendered(tag, attributes, { clinics: app.clinics.data(), warn, ...renderOptions });
  app.decorate('render', () => (render ? Promise.resolve(render) : serverRenderer(root)).then(withClinics));
  app.decorate('originOf', (request: FastifyRequest) =>
    options.publicOrigin
      ? options.publicOrigin
      : // The Host header, not X-Forwarded-Host: a proxy passes a client's X-Forwarded-Host on unless told not to.
        `${request.protocol === 'https' ? 'https' : 'http'}://${(request.headers.host || '127.0.0.1').toLowerCase()}`,
  );
  app.decorate('retentionDays', options.retentionDays);
  app.decorate('pagesVersion', options.pagesVersion);
};

export default fp(renderer, { name: 'phx-renderer', dependencies: ['phx-clinics'] });
