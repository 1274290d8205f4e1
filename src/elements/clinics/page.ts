/** The site's clinics page, for the router (its code is fetched when the page is first shown). */
export const page = () => import('./ClinicsPage').then((m) => m.ClinicsPage);
