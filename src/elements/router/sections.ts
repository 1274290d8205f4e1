import type { ComponentType } from 'react';
import type { SectionName } from '../../content/site-map';
import type { RouteProps } from '../../ui/page';
import { elementPages } from '../all-pages';

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

const loaded = new Map<SectionName, PageComponent>();
const loading = new Map<SectionName, Promise<PageComponent>>();

/** A section's page component if its code is here already. */
export const sectionIfLoaded = (name: SectionName) => loaded.get(name);

/** A section's page component, fetched once (a failed fetch is tried again next time). */
export function loadSection(name: SectionName): Promise<PageComponent> {
  let pending = loading.get(name);
  if (!pending) {
    pending = fetchers[name]().then(
      (page) => {
        loaded.set(name, page);
        return page;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

export const sectionNames = Object.keys(fetchers) as SectionName[];
