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

export const figureKinds = {
  price: { unit: 'usd', better: 'less' },
  weight: { unit: 'gram', better: 'less' },
  battery: { unit: 'hour', better: 'more' },
  charging: { unit: 'minute', better: 'less' },
  gripForce: { unit: 'newton', better: 'more' },
  gripPatterns: { unit: 'count', better: 'more' },
  warranty: { unit: 'year', better: 'more' },
} as const satisfies Record<string, FigureKind>;

export type FigureId = keyof typeof figureKinds;
// Marked pure: the bundler would otherwise keep the call in every chunk that imports this file and not the list.
export const figureIds = /* @__PURE__ */ Object.keys(figureKinds) as FigureId[];

/** A hand's figures, one number each in its figure's unit; a figure the maker does not publish is left out. */
export type FigureValues = { readonly [id in Exclude<FigureId, 'gripPatterns'>]: number } & {
  /** Programmable grip patterns; absent where the maker does not publish a number. */
  readonly gripPatterns?: number;
};

/** What the figures need of a hand (a product's entry, products.ts): its id and its values. */
export interface MeasuredHand<Id extends string = string> {
  id: Id;
  figures: FigureValues;
}

/** A hand's value of a figure; undefined where it is not published. */
export const figureOf = (hand: MeasuredHand, id: FigureId): number | undefined => hand.figures[id];

/** The best value of a figure among the hands, in the direction its kind says; undefined if none publishes it. */
export function bestValue(id: FigureId, hands: readonly MeasuredHand[]): number | undefined {
  const values = hands.map((hand) => figureOf(hand, id)).filter((value) => value !== undefined);
  if (!values.length) return undefined;
  return figureKinds[id].better === 'less' ? Math.min(...values) : Math.max(...values);
}

/** The hands with the best value of a figure (all of them on a tie); none where no hand publishes it. */
export function bestOf<Id extends string>(id: FigureId, hands: readonly MeasuredHand<Id>[]): Id[] {
  const best = bestValue(id, hands);
  if (best === undefined) return [];
  return hands.filter((hand) => figureOf(hand, id) === best).map((hand) => hand.id);
}
