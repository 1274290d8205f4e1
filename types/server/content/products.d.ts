/**
 * The prosthetic hands, as data: figures are numbers in fixed units (their kinds in figures.ts), formatted in the
 * reader's language when shown.
 * Their words (summary, description, artwork's alternative text) live in the language files, keyed by id; their
 * artwork is src/assets/product-<id>.svg. A fifth hand is one entry here, its artwork and its words.
 */
import type { FigureValues } from './figures.js';
/** Grips the demo shows, in the order it tours them. */
export declare const gripIds: readonly ['power', 'tripod', 'pinch', 'key', 'point', 'open', 'hook', 'mouse'];
export type GripId = (typeof gripIds)[number];
/** The key features a product's card lists, each worded (with its figure) by the language files. */
export type FeatureId = 'gripPatterns' | 'myoelectricControl' | 'battery' | 'gripForce' | 'lightweight' | 'fastCharging' | 'gripPrediction' | 'warranty';
export interface ProductData {
    id: string;
    name: string;
    /** One number per figure, in the figure's unit (figures.ts). */
    figures: FigureValues;
    /** The demonstrated grips this hand offers. */
    grips: readonly GripId[];
    features: readonly FeatureId[];
}
export declare const products: readonly [{
    readonly id: 'neural-pro-x1';
    readonly name: 'Neural Pro X1';
    readonly figures: {
        readonly price: 45000;
        readonly weight: 420;
        readonly battery: 16;
        readonly charging: 120;
        readonly gripForce: 100;
        readonly gripPatterns: 15;
        readonly warranty: 3;
    };
    readonly grips: readonly ["power", "tripod", "pinch", "key", "point", "open", "hook"];
    readonly features: readonly ["gripPatterns", "myoelectricControl", "battery", "gripForce"];
}, {
    readonly id: 'flexigrip-elite';
    readonly name: 'FlexiGrip Elite';
    readonly figures: {
        readonly price: 32000;
        readonly weight: 350;
        readonly battery: 12;
        readonly charging: 90;
        readonly gripForce: 80;
        readonly gripPatterns: 12;
        readonly warranty: 2;
    };
    readonly grips: readonly ["power", "tripod", "pinch", "key", "open", "hook"];
    readonly features: readonly ["gripPatterns", "lightweight", "battery", "fastCharging"];
}, {
    readonly id: 'smarthand-ai';
    readonly name: 'SmartHand AI';
    readonly figures: {
        readonly price: 55000;
        readonly weight: 480;
        readonly battery: 20;
        readonly charging: 150;
        readonly gripForce: 120;
        readonly warranty: 5;
    };
    readonly grips: readonly ["power", "tripod", "pinch", "key", "point", "open", "hook", "mouse"];
    readonly features: readonly ["gripPrediction", "battery", "gripForce", "warranty"];
}];
export type Product = (typeof products)[number];
export type ProductId = Product['id'];
export declare const productIds: readonly ProductId[];
export declare const productById: (id: ProductId) => Product;
/** The figures a product's specification grid shows, in order. */
export declare const specIds: readonly ["weight", "battery", "charging", "gripForce", "warranty", "gripPatterns"];
