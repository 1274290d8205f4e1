/**
 * The prosthetic hands, as data: figures are numbers in fixed units (their kinds in figures.ts), formatted in the
 * reader's language when shown. Each hand is content files (content/products/, see files/products.ts): `<id>.yml`
 * its facts, `<id>.<lang>.md` its words (summary, description, artwork's alternative text); its artwork is
 * src/assets/product-<id>.svg. A fifth hand is its files and its artwork, no code.
 */
import type { FigureId } from './figures';
import { productFacts } from './files/product-facts';
import type { ProductData } from './product-shape';

export { type FeatureId, type GripId, gripIds, type ProductData } from './product-shape';

export const products: readonly ProductData[] = productFacts;

export type Product = ProductData;
export type ProductId = string;

export const productIds: readonly ProductId[] = products.map((p) => p.id);

export const productById = (id: ProductId): Product => products.find((p) => p.id === id)!;

/** The figures a product's specification grid shows, in order. */
export const specIds = [
  'weight',
  'battery',
  'charging',
  'gripForce',
  'warranty',
  'gripPatterns',
] as const satisfies readonly FigureId[];
