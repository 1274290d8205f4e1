/** The site's home page, for the router (its code is fetched when the page is first shown). */
export const page = () => import('./Home').then((m) => m.Home);
