import type { FigureId as MeasuredId } from '../../content/figures';
import type { GripId, ProductData } from '../../content/products';
import type { Locale } from '../../ui/locale';
import { figureText } from '../../ui/figures';

/** The comparison's rows, in order: the measured figures, then the grips (a list, compared by nothing). */
export const figures = [
  'price',
  'weight',
  'battery',
  'charging',
  'gripForce',
  'gripPatterns',
  'warranty',
  'grips',
] as const satisfies readonly (MeasuredId | 'grips')[];
export type FigureId = (typeof figures)[number];

/** A cell's text in the reader's language; undefined where the figure is not published. */
export function figureValue(figure: FigureId, hand: ProductData, locale: Locale): string | undefined {
  if (figure !== 'grips') return figureText(hand, figure, locale);
  const { text, format } = locale;
  return format.list(hand.grips.map((grip: GripId) => text.demo.grips[grip].name));
}
