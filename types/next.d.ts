// The types of `@phoenix-bionics/phx/next` (src/next/index.tsx); types/test/next.tsx fails when they differ.
import type { JSX } from 'react';
import type { ElementAttributes, PhxTag, RenderOptions } from './server.js';

export { configure } from './server.js';

/** PhxElement's props: the tag, its attributes (as on the element), and `options` for renderElement. */
export type PhxElementProps<T extends PhxTag> = {
  tag: T;
  options?: Omit<RenderOptions, 'answer'>;
} & ElementAttributes<T>;

/**
 * A Server Component: renders `<tag>` on the server, to be hydrated in the browser, on the first load and after a
 * <Link> navigation alike. Reads no clock and no randomness (a prerendered page keeps it); needs no
 * `serverExternalPackages`.
 */
export declare function PhxElement<T extends PhxTag>(props: PhxElementProps<T>): Promise<JSX.Element>;
