/** <phx-router>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import { defaultLanguage, languageCodes } from '../../content/i18n/languages';
import { endpoint } from '../runtime/common-docs';
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

/** The other languages' addresses: /de/…, /es/…, /ar/…. */
const elsewhere = languageCodes
  .filter((lang) => lang !== defaultLanguage)
  .map((lang) => `/${lang}/…`)
  .join(', ');

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix whole site',
  summary: `The whole site: navigation bar, the page of the current address (/, /about, /products, /contact, /clinics, or the not-found page; ${elsewhere} in another language), footer. Links navigate in place with the History API; back and forward work.`,
  attributes: {
    base: 'Path the site is mounted under, such as /prosthetics. Default: the root.',
    mode: 'history (paths such as /about) | hash (#/about, for hosts that cannot rewrite URLs). Default: history.',
    endpoint,
  },
};
