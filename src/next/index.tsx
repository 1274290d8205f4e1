/**
 * `@phoenix-bionics/phx/next`: a phx element in a Next.js App Router page, rendered by a Server Component.
 *
 *   import { PhxElement } from '@phoenix-bionics/phx/next';
 *   export default function Page() {
 *     return <PhxElement tag="phx-products" product="neural-pro-x1" />;
 *   }
 *
 * The page's HTML carries the element complete (it reads before any script runs), and the browser hydrates it in
 * place, on the first load and after a <Link> navigation alike. Rendering reads no clock and no randomness, so a
 * prerendered page (cacheComponents) keeps it; configure() sets site-url, endpoint and lang for every element.
 * No `serverExternalPackages` is needed: phx/server carries the React it renders with.
 */
import { type ElementAttributes, type PhxTag, type RenderOptions, renderElement } from '@phoenix-bionics/phx/server';
import { ElementHtml } from './ElementHtml.tsx';

export { configure } from '@phoenix-bionics/phx/server';

/** PhxElement's props: the tag, its attributes (as on the element), and `options` for renderElement. */
export type PhxElementProps<T extends PhxTag> = {
  tag: T;
  options?: Omit<RenderOptions, 'answer'>;
} & ElementAttributes<T>;

/** Renders `<tag>` on the server, to be hydrated in the browser (the client half imports phx there). */
export async function PhxElement<T extends PhxTag>({ tag, options, ...attributes }: PhxElementProps<T>) {
  const rendered = await renderElement(tag, attributes as unknown as ElementAttributes<T>, options);
  return <ElementHtml html={rendered.html} />;
}
