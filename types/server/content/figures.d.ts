/**
 * The figures a hand is measured by: each one's unit and which way is better, written once. A hand's values are
 * in its entry in products.ts (`figures`), one number per figure; a figure's label is its id in the language files
 * (`products.specs`, `compare.rows`, `compare.best`), and its text is written by `Format` in the reader's language.
 */
/** A figure's unit: one Intl has (`usd` a currency, the rest `style: 'unit'`), a newton, or a bare count. */
export type FigureUnit = 'usd' | 'gram' | 'hour' | 'minute' | 'year' | 'newton' | 'count';
export interface FigureKind {
    unit: FigureUnit;
    /** Whether the comparison marks the least or the most as best. */
    better: 'less' | 'more';
}
export declare const figureKinds: {
    readonly price: {
        readonly unit: 'usd';
        readonly better: 'less';
    };
    readonly weight: {
        readonly unit: 'gram';
        readonly better: 'less';
    };
    readonly battery: {
        readonly unit: 'hour';
        readonly better: 'more';
    };
    readonly charging: {
        readonly unit: 'minute';
        readonly better: 'less';
    };
    readonly gripForce: {
        readonly unit: 'newton';
        readonly better: 'more';
    };
    readonly gripPatterns: {
        readonly unit: 'count';
        readonly better: 'more';
    };
    readonly warranty: {
        readonly unit: 'year';
        readonly better: 'more';
    };
};
export type FigureId = keyof typeof figureKinds;
export declare const figureIds: FigureId[];
/** A hand's figures, one number each in its figure's unit; a figure the maker does not publish is left out. */
export type FigureValues = {
    readonly [id in Exclude<FigureId, 'gripPatterns'>]: number;
} & {
    /** Programmable grip patterns; absent where the maker does not publish a number. */
    readonly gripPatterns?: number;
};
/** What the figures need of a hand (a product's entry, products.ts): its id and its values. */
export interface MeasuredHand<Id extends string = string> {
    id: Id;
    figures: FigureValues;
}
/** A hand's value of a figure; undefined where it is not published. */
export declare const figureOf: (hand: MeasuredHand, id: FigureId) => number | undefined;
/** The best value of a figure among the hands, in the direction its kind says; undefined if none publishes it. */
export declare function bestValue(id: FigureId, hands: readonly MeasuredHand[]): number | undefined;
/** The hands with the best value of a figure (all of them on a tie); none where no hand publishes it. */
export declare function bestOf<Id extends string>(id: FigureId, hands: readonly MeasuredHand<Id>[]): Id[];
