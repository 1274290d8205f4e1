import type { ComponentType } from 'react';
import { fetchOnce } from '../../content/fetch-once';
import type { Part } from '../../content/i18n';
import type { SectionName } from '../../content/site-map';
import type { RouteProps } from '../../ui/page';
import { elementPages } from '../generated/all-pages';

type PageComponent = ComponentType<RouteProps>;

/** Each section's code, fetched when its page is first shown (a literal import, so every bundler follows it). */
const fetchers: Record<SectionName, () => Promise<PageComponent>> = {
  // The pages that are elements, from their folders' page.ts (all-pages.ts is written by `npm run contract`).
  ...elementPages,
  funding: () => import('../../sections/funding/Funding').then((m) => m.Funding),
  fitting: () => import('../../sections/fitting/Fitting').then((m) => m.Fitting),
  faq: () => import('../../sections/faq/Faq').then((m) => m.Faq),
  privacy: () => import('../../sections/legal/Privacy').then((m) => m.Privacy),
  legal: () => import('../../sections/legal/Legal').then((m) => m.Legal),
};

/** The words each page shows beyond the router's own, fetched with its code in the page's language. */
export const sectionWords: Record<SectionName, readonly Part[]> = {
  home: ['home', 'products'],
  about: ['about'],
  products: ['products'],
  contact: ['contact', 'clinics'],
  compare: ['compare', 'products', 'demo'],
  clinics: ['clinics', 'contact'],
  funding: [],
  fitting: [],
  faq: [],
  privacy: [],
  legal: [],
};

const sections = fetchOnce((name: SectionName) => fetchers[name]());

/** A section's page component if its code is here already. */
export const sectionIfLoaded = sections.ifLoaded;

/** A section's page component, fetched once (a failed fetch is tried again next time). */
export const loadSection = sections.load;

export const sectionNames = Object.keys(fetchers) as SectionName[];
