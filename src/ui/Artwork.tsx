import type { ComponentType, SVGProps } from 'react';
import type { ProductId } from '../content/products';

/** Each product's artwork, by id: src/assets/product-<id>.svg, drawn inline. */
const productArtwork = import.meta.glob<ComponentType<SVGProps<SVGSVGElement>>>('../assets/product-*.svg', {
  query: '?react',
  import: 'default',
  eager: true,
});

/** A product's illustration (400×300), scaled to its box, read by assistive technology as an image named `alt`. */
export function ProductArt({ id, alt, className }: { id: ProductId; alt: string; className?: string }) {
  const Art = productArtwork[`../assets/product-${id}.svg`];
  return <Art role="img" aria-label={alt} focusable="false" className={className} part="artwork" />;
}
