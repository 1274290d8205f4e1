import type { ProductData } from './product-shape.js';
export { type FeatureId, type GripId, gripIds, type ProductData } from './product-shape.js';
export declare const products: readonly ProductData[];
export type Product = ProductData;
export type ProductId = string;
export declare const productIds: readonly ProductId[];
export declare const productById: (id: ProductId) => Product;
/** The figures a product's specification grid shows, in order. */
export declare const specIds: readonly ["weight", "battery", "charging", "gripForce", "warranty", "gripPatterns"];
