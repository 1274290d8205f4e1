/**
 * What a prosthetic hand is, as data: the grips and features it may name, its facts (content/products/<id>.yml) and
 * its words in one language (content/products/<id>.<lang>.md). The content files are checked against these
 * (files/products.ts) when they are read at build time.
 */
import type { FigureValues } from './figures.js';
/** Grips the demo shows, in the order it tours them. */
export declare const gripIds: readonly ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'];
export type GripId = (typeof gripIds)[number];
/** The key features a product's card lists, each worded (with its figure) by the language files. */
export declare const featureIds: readonly ['gripPatterns', 'myoelectricControl', 'battery', 'gripForce', 'lightweight', 'fastCharging', 'gripPrediction', 'warranty'];
export type FeatureId = (typeof featureIds)[number];
export interface ProductData {
    id: string;
    name: string;
    /** One number per figure, in the figure's unit (figures.ts). */
    figures: FigureValues;
    /** The demonstrated grips this hand offers. */
    grips: readonly GripId[];
    features: readonly FeatureId[];
}
/** A hand's words in one language. */
export interface ProductWords {
    summary: string;
    description: string;
    /** The alternative text of its artwork. */
    imageAlt: string;
}
