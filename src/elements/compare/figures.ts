import type { GripId, ProductData, ProductId } from '../../content/products';
import type { Locale } from '../../ui/locale';
import { specValue } from '../../ui/figures';

/** The comparison's rows, in order. */
export const figures = [
  'price',
  'weight',
  'battery',
  'charging',
  'gripForce',
  'gripPatterns',
  'warranty',
  'grips',
] as const;
export type FigureId = (typeof figures)[number];

/** Each row's number, and whether less is better; `grips` is a list, compared by nothing. */
const measures: Record<Exclude<FigureId, 'grips'>, { of: (p: ProductData) => number | undefined; less: boolean }> = {
  price: { of: (p) => p.priceUsd, less: true },
  weight: { of: (p) => p.weightGrams, less: true },
  battery: { of: (p) => p.batteryHours, less: false },
  charging: { of: (p) => p.chargingMinutes, less: true },
  gripForce: { of: (p) => p.gripForceNewtons, less: false },
  gripPatterns: { of: (p) => p.gripPatterns, less: false },
  warranty: { of: (p) => p.warrantyYears, less: false },
};

/** The hands with the best value of a row (all of them on a tie); none for the grips row or an unpublished figure. */
export function bestOf(figure: FigureId, hands: readonly ProductData[]): ProductId[] {
  if (figure === 'grips') return [];
  const { of, less } = measures[figure];
  const values = hands.map(of).filter((v): v is number => v !== undefined);
  if (!values.length) return [];
  const best = less ? Math.min(...values) : Math.max(...values);
  return hands.filter((hand) => of(hand) === best).map((hand) => hand.id as ProductId);
}

/** A cell's text in the reader's language; undefined where the figure is not published. */
export function figureValue(figure: FigureId, hand: ProductData, locale: Locale): string | undefined {
  const { text, format } = locale;
  switch (figure) {
    case 'price':
      return text.products.price(format.usd(hand.priceUsd));
    case 'grips':
      return format.list(hand.grips.map((grip: GripId) => text.demo.grips[grip].name));
    default:
      return specValue(hand, figure, locale);
  }
}
