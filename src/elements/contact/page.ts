import { createElement } from 'react';
import type { RouteProps } from '../../ui/page';

/**
 * The site's contact page, for the router (its code is fetched when the page is first shown). It shows the partner
 * clinics' map: fetched with it (<phx-contact> alone has no map).
 */
export const page = () =>
  Promise.all([import('./ContactPage'), import('../../sections/clinic-map/ClinicsOverview')]).then(
    ([page, map]) =>
      (props: RouteProps) =>
        createElement(page.ContactPage, { ...props, clinics: map.contactPageClinics }),
  );
