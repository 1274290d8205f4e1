/** The site's compare page, for the router (its code is fetched when the page is first shown). */
export const page = () => import('./ComparePage').then((m) => m.ComparePage);
