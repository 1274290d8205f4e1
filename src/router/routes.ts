import type { ComponentType } from 'react';
import { pageTitles, type PagePath } from '../content/site';

/** The route table: each page's path, title, and how to fetch its section's code. */
export interface Route {
  path: PagePath;
  title: string;
  load: () => Promise<ComponentType>;
}

export const routes: readonly Route[] = [
  { path: '/', title: pageTitles['/'], load: () => import('../sections/home/Home').then((m) => m.Home) },
  { path: '/about', title: pageTitles['/about'], load: () => import('../sections/about/About').then((m) => m.About) },
  {
    path: '/products',
    title: pageTitles['/products'],
    load: () => import('../sections/products/Products').then((m) => () => m.Products({})),
  },
  {
    path: '/contact',
    title: pageTitles['/contact'],
    load: () => import('../sections/contact/Contact').then((m) => () => m.Contact({})),
  },
];

export const findRoute = (path: string) => routes.find((route) => route.path === path);
