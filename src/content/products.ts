/**
 * The prosthetic hands, as data: figures are numbers in fixed units (their kinds in figures.ts), formatted in the
 * reader's language when shown.
 * Their words (summary, description, artwork's alternative text) live in the language files, keyed by id; their
 * artwork is src/assets/product-<id>.svg. A fifth hand is one entry here, its artwork and its words.
 */
import type { FigureId, FigureValues } from './figures';

/** Grips the demo shows, in the order it tours them. */
export const gripIds = ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'] as const;
export type GripId = (typeof gripIds)[number];

/** The key features a product's card lists, each worded (with its figure) by the language files. */
export type FeatureId =
  | 'gripPatterns'
  | 'myoelectricControl'
  | 'battery'
  | 'gripForce'
  | 'lightweight'
  | 'fastCharging'
  | 'gripPrediction'
  | 'warranty';

export interface ProductData {
  id: string;
  name: string;
  /** One number per figure, in the figure's unit (figures.ts). */
  figures: FigureValues;
  /** The demonstrated grips this hand offers. */
  grips: readonly GripId[];
  features: readonly FeatureId[];
}

export const products = [
  {
    id: 'neural-pro-x1',
    name: 'Neural Pro X1',
    figures: { price: 45_000, weight: 420, battery: 16, charging: 120, gripForce: 100, gripPatterns: 15, warranty: 3 },
    grips: ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook'],
    features: ['gripPatterns', 'myoelectricControl', 'battery', 'gripForce'],
  },
  {
    id: 'flexigrip-elite',
    name: 'FlexiGrip Elite',
    figures: { price: 32_000, weight: 350, battery: 12, charging: 90, gripForce: 80, gripPatterns: 12, warranty: 2 },
    grips: ['power', 'tripod', 'pinch', 'key', 'open', 'hook'],
    features: ['gripPatterns', 'lightweight', 'battery', 'fastCharging'],
  },
  {
    id: 'smarthand-ai',
    name: 'SmartHand AI',
    figures: { price: 55_000, weight: 480, battery: 20, charging: 150, gripForce: 120, warranty: 5 },
    grips: ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'],
    features: ['gripPrediction', 'battery', 'gripForce', 'warranty'],
  },
] as const satisfies readonly ProductData[];

export type Product = (typeof products)[number];
export type ProductId = Product['id'];

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
