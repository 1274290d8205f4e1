/**
 * `@phoenix-bionics/phx/server` as the package ships it: index.ts with renderElement typed by tag (the site's own
 * server passes the tags and attributes of requests through index.ts, which takes any text and checks it at run time).
 *
 *   import { configure, renderElement } from '@phoenix-bionics/phx/server';
 *   configure({ siteUrl: 'https://phoenix-bionics.example', endpoint: '/api/inquiries' });
 *   const products = await renderElement('phx-products', { product: 'neural-pro-x1', layout: 'grid' });
 */
import type { PhxAttributeMap } from '@phoenix-bionics/phx';
import type { PhxTag } from '../elements/runtime/contract.js';
import { type RenderedElement, type RenderOptions } from './render.js';
export { configure, type Configuration, languageCodes, type Language, type PagePath, phxTags, siteMap } from './index.js';
export type { PhxTag, RenderedElement, RenderOptions };
/** Attributes of the element's tag itself that are no attribute of phx's: an id, a class, data-*. */
export interface HostAttributes {
    id?: string;
    class?: string;
    [data: `data-${string}`]: string | undefined;
}
/** An element's attributes, by its tag: a misspelt name or a value it does not take is a type error. */
export type ElementAttributes<T extends PhxTag> = (T extends keyof PhxAttributeMap ? PhxAttributeMap[T] : Record<string, string | undefined>) & HostAttributes;
/**
 * Renders `<tag>` with `attributes` to HTML with a declarative shadow root, ready to paste. Typed by tag; at run
 * time any input is read as in the browser (a wrong value warns once and takes the default), and it never throws.
 */
export declare const renderElement: <T extends PhxTag>(tag: T, attributes?: ElementAttributes<T>, options?: RenderOptions) => Promise<RenderedElement>;
