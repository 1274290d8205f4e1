import type { ComponentType } from 'react';
import { pageMeta, type PagePath } from '../content/site';

/** What the router passes to every page; each page uses what concerns it. */
export interface RouteProps {
  /** Where the contact form delivers inquiries (the router's `endpoint` attribute). */
  endpoint?: string;
  /** Set by the router: the section is the whole page, so its first image is the page's main one. */
  wholePage?: boolean;
}

/** The route table: each page's path, document title, and how to fetch its section's code. */
export interface Route {
  path: PagePath;
  title: string;
  description: string;
  load: () => Promise<ComponentType<RouteProps>>;
}

const route = (path: PagePath, load: Route['load']): Route => ({ path, ...pageMeta[path], load });

export const routes: readonly Route[] = [
  route('/', () => import('../sections/home/Home').then((m) => m.Home)),
  route('/about', () => import('../sections/about/About').then((m) => m.About)),
  route('/products', () => import('../sections/products/Products').then((m) => m.Products as ComponentType<RouteProps>)),
  route('/contact', () => import('../sections/contact/Contact').then((m) => m.Contact)),
];

export const findRoute = (path: string) => routes.find((r) => r.path === path);
