import { type ComponentType, createElement } from 'react';
import { fetchOnce } from '../content/fetch-once';
import type { Part } from '../content/i18n';
import type { SectionName } from '../content/site-map';
import type { RouteProps } from '../ui/page';

type PageComponent = ComponentType<RouteProps>;

/** Each section's code, fetched when its page is first shown (a literal import, so every bundler follows it). */
const fetchers: Record<SectionName, () => Promise<PageComponent>> = {
  home: () => import('../sections/home/Home').then((m) => m.Home),
  about: () => import('../sections/about/About').then((m) => m.About),
  products: () => import('../sections/products/Products').then((m) => () => createElement(m.Products)),
  // The site's contact page shows the partner clinics' map: fetched with it (<phx-contact> alone has no map).
  contact: () =>
    Promise.all([import('../sections/contact/ContactPage'), import('../sections/clinic-map/ClinicsOverview')]).then(
      ([page, map]) =>
        (props: RouteProps) =>
          createElement(page.ContactPage, { ...props, clinics: map.contactPageClinics }),
    ),
  compare: () => import('../sections/compare/ComparePage').then((m) => m.ComparePage),
  clinics: () => import('../sections/clinics/ClinicsPage').then((m) => m.ClinicsPage),
  funding: () => import('../sections/funding/Funding').then((m) => m.Funding),
  fitting: () => import('../sections/fitting/Fitting').then((m) => m.Fitting),
  faq: () => import('../sections/faq/Faq').then((m) => m.Faq),
  privacy: () => import('../sections/legal/Privacy').then((m) => m.Privacy),
  legal: () => import('../sections/legal/Legal').then((m) => m.Legal),
};

/** The words each page shows beyond the router's own, fetched with its code in the page's language. */
export const sectionWords: Record<SectionName, readonly Part[]> = {
  home: ['home', 'products', 'demo'],
  about: ['about'],
  products: ['products', 'demo'],
  contact: ['contact', 'clinics', 'demo'],
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
