/**
 * The prosthetic hands, as data: figures are numbers in fixed units, formatted in the reader's language when shown.
 * Their words (summary, description, artwork's alternative text) live in the language files, keyed by id; their
 * artwork is src/assets/product-<id>.svg. A fifth hand is one entry here, its artwork and its words.
 */

/** Grips the demo shows, in the order it tours them. */
export const gripIds = ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'] as const;
export type GripId = (typeof gripIds)[number];

/** The key features a product's card lists, each worded (with its figure) by the language files. */
export type FeatureId =
  | 'gripPatterns'
  | 'neuralControl'
  | 'battery'
  | 'gripForce'
  | 'lightweight'
  | 'fastCharging'
  | 'gripPrediction'
  | 'warranty';

export interface ProductData {
  id: string;
  name: string;
  /** Starting price, US dollars. */
  priceUsd: number;
  weightGrams: number;
  batteryHours: number;
  chargingMinutes: number;
  gripForceNewtons: number;
  warrantyYears: number;
  /** Programmable grip patterns; absent where the maker does not publish a number. */
  gripPatterns?: number;
  /** The demonstrated grips this hand offers. */
  grips: readonly GripId[];
  features: readonly FeatureId[];
}

export const products = [
  {
    id: 'neural-pro-x1',
    name: 'Neural Pro X1',
    priceUsd: 45_000,
    weightGrams: 420,
    batteryHours: 16,
    chargingMinutes: 120,
    gripForceNewtons: 100,
    warrantyYears: 3,
    gripPatterns: 15,
    grips: ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook'],
    features: ['gripPatterns', 'neuralControl', 'battery', 'gripForce'],
  },
  {
    id: 'flexigrip-elite',
    name: 'FlexiGrip Elite',
    priceUsd: 32_000,
    weightGrams: 350,
    batteryHours: 12,
    chargingMinutes: 90,
    gripForceNewtons: 80,
    warrantyYears: 2,
    gripPatterns: 12,
    grips: ['power', 'tripod', 'pinch', 'key', 'open', 'hook'],
    features: ['gripPatterns', 'lightweight', 'battery', 'fastCharging'],
  },
  {
    id: 'smarthand-ai',
    name: 'SmartHand AI',
    priceUsd: 55_000,
    weightGrams: 480,
    batteryHours: 20,
    chargingMinutes: 150,
    gripForceNewtons: 120,
    warrantyYears: 5,
    grips: ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'],
    features: ['gripPrediction', 'battery', 'gripForce', 'warranty'],
  },
] as const satisfies readonly ProductData[];

export type Product = (typeof products)[number];
export type ProductId = Product['id'];

export const productIds: readonly ProductId[] = products.map((p) => p.id);

export const productById = (id: ProductId): Product => products.find((p) => p.id === id)!;

/** The figures a product's specification grid shows, in order. */
export const specIds = ['weight', 'battery', 'charging', 'gripForce', 'warranty', 'gripPatterns'] as const;
export type SpecId = (typeof specIds)[number];
