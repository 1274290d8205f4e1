// Compiled by `tsc --noEmit -p .` only: a server that uses @phoenix-bionics/phx/server by its name (the package's own exports).
import {
  languageCodes,
  type PhxTag,
  phxTags,
  type RenderedElement,
  renderElement,
  siteMap,
} from '@phoenix-bionics/phx/server';
import type { renderElement as Implemented } from '../../src/ssr/public';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;

// The shipped declarations are the implementation's, not a copy that can drift.
check<Same<typeof renderElement, typeof Implemented>>();

export async function page(url: string, nonce: string): Promise<string> {
  const products: RenderedElement = await renderElement(
    'phx-products',
    { product: 'neural-pro-x1', layout: 'grid' },
    { url, lang: 'de', nonce, year: 2026, formKey: 'page-1' },
  );
  const status: number = products.status;
  const dir: 'ltr' | 'rtl' = products.dir;
  const tags: readonly PhxTag[] = phxTags;
  const paths: string[] = siteMap.map((entry) => entry.path);
  const spoken: readonly string[] = languageCodes;
  // @ts-expect-error the year is a number
  await renderElement('phx-footer', {}, { year: '2026' });
  // @ts-expect-error languageCodes holds only the languages phx speaks
  const klingon: (typeof languageCodes)[number] = 'tlh';
  return `${products}${status}${dir}${tags.length}${paths.length}${spoken}${klingon}`;
}
