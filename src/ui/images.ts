import type { ProductId } from '../content/products';

/**
 * Artwork URLs. `new URL(…, import.meta.url)` resolves against the script's own address, so images load from
 * wherever the bundle is served, whatever the host page's origin, path or <base href>.
 */
export const images = {
  logo: new URL('../assets/logo.svg', import.meta.url).href,
  heroHand: new URL('../assets/hero-hand.svg', import.meta.url).href,
};

export const productImages: Record<ProductId, string> = {
  'neural-pro-x1': new URL('../assets/product-neural-pro-x1.svg', import.meta.url).href,
  'flexigrip-elite': new URL('../assets/product-flexigrip-elite.svg', import.meta.url).href,
  'smarthand-ai': new URL('../assets/product-smarthand-ai.svg', import.meta.url).href,
};

/** Intrinsic sizes of the artwork, so the browser reserves their space before they load. */
export const imageSize = { logo: 40, hero: { width: 480, height: 360 }, product: { width: 400, height: 300 } } as const;
