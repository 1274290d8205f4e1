/** The site's about page, for the router (its code is fetched when the page is first shown). */
export const page = () => import('./About').then((m) => m.About);
