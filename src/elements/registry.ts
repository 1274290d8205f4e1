/** Every tag phx defines, and where its code is. The loader fetches a tag's module the first time it is used. */
export const elementModules = {
  'phx-router': () => import('./phx-router'),
  'phx-nav': () => import('./phx-nav'),
  'phx-home': () => import('./phx-home'),
  'phx-about': () => import('./phx-about'),
  'phx-products': () => import('./phx-products'),
  'phx-contact': () => import('./phx-contact'),
  'phx-not-found': () => import('./phx-not-found'),
  'phx-footer': () => import('./phx-footer'),
} as const;

export type PhxTag = keyof typeof elementModules;

export const phxTags = Object.keys(elementModules) as PhxTag[];

/** Space each element reserves until its first render, so the page does not jump when it arrives. */
export const placeholderHeights: Record<PhxTag, string> = {
  'phx-router': '100vh',
  'phx-nav': '72px',
  'phx-home': '100vh',
  'phx-about': '1600px',
  'phx-products': '1800px',
  'phx-contact': '1400px',
  'phx-not-found': '60vh',
  'phx-footer': '360px',
};
