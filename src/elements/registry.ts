/** Every tag phx defines. Each tag's definition is built as `elements/<tag>.js` beside the loader (vite.config.ts). */
export const phxTags = [
  'phx-router', 'phx-nav', 'phx-home', 'phx-about', 'phx-products', 'phx-contact', 'phx-not-found', 'phx-footer',
] as const;

export type PhxTag = (typeof phxTags)[number];

export const isPhxTag = (name: string): name is PhxTag => (phxTags as readonly string[]).includes(name);

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
