/**
 * Where the form's messages go: its endpoint (the attribute, configure(), <meta name="phx:endpoint">), else the
 * receiver of the company server that served phx.js (POST /api/inquiries beside /phx/), else nowhere, and sending
 * then fails where the visitor sees it. Only `endpoint="simulate"` pretends to send (the demo pages).
 */
import { simulated } from '../runtime/attributes';
import { bundled } from '../runtime/site-origin';

/** Where the form delivers: a checked http(s) URL, `simulate`, none, or a value that cannot be used. */
export type Endpoint = string | undefined | false;

export type Delivery =
  | { to: 'receiver'; url: string }
  | { to: 'simulation' }
  | { to: 'nowhere'; why: 'unset' | 'unusable' };

/** The address of the loader the page included (index.ts marks it on globalThis), or undefined. */
const loaderUrl = () =>
  (globalThis as unknown as Record<symbol, { from?: string } | undefined>)[Symbol.for('phx.loader')]?.from;

/**
 * The company server's receiver, where phx.js came from it: the site server serves the bundle under /phx/ and takes
 * inquiries at /api/inquiries on the same origin. An app that bundles phx says nothing about the company's server.
 */
export function companyReceiver(loader = loaderUrl(), inBundle = bundled): string | undefined {
  if (inBundle || !loader) return undefined;
  try {
    const url = new URL(loader);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.startsWith('/phx/'))
      return new URL('/api/inquiries', url).href;
  } catch {
    // Not an address: no receiver known.
  }
  return undefined;
}

/** Where a message of a form with `endpoint` goes now. */
export function deliveryFor(endpoint: Endpoint, receiver = companyReceiver()): Delivery {
  if (endpoint === simulated) return { to: 'simulation' };
  if (endpoint === false) return { to: 'nowhere', why: 'unusable' };
  if (endpoint !== undefined) return { to: 'receiver', url: endpoint };
  return receiver ? { to: 'receiver', url: receiver } : { to: 'nowhere', why: 'unset' };
}

/** The console's one line for a form that has nowhere to send: the setting it lacks, and where to set it. */
export const noReceiverNote =
  'phx: this contact form has no endpoint, and phx.js was not loaded from the company server, so messages cannot be ' +
  'sent. Set endpoint="https://…/api/inquiries" on the element, or once for every element with configure({ endpoint }) ' +
  'or <meta name="phx:endpoint" content="https://…/api/inquiries">.';
