import { type FigureId, figureKinds, figureOf } from '../content/figures';
import { durationIn } from '../content/i18n';
import type { FeatureId, ProductData } from '../content/products';
import type { Locale } from './locale';

/** A hand's figure as the reader's language writes it ("420 g", "2,5 Stunden"); undefined where not published. */
export function figureText(hand: ProductData, id: FigureId, { text, format }: Locale): string | undefined {
  const value = figureOf(hand, id);
  if (value === undefined) return undefined;
  switch (figureKinds[id].unit) {
    case 'usd':
      return text.products.price({ usd: value });
    case 'gram':
      return format.grams(value);
    case 'hour':
      return format.hours(value);
    case 'minute':
      return format.duration(value);
    case 'year':
      return format.years(value);
    case 'newton':
      return text.products.upToNewtons({ newtons: value });
    case 'count':
      return format.number(value);
  }
}

/** One of a hand's key features, worded with its figure ("15 grip patterns", "Charges in 90 minutes"). */
export function featureText(hand: ProductData, feature: FeatureId, { text }: Locale): string {
  const words = text.products.features;
  const { figures } = hand;
  switch (feature) {
    case 'gripPatterns':
      return words.gripPatterns({ count: figures.gripPatterns ?? 0 });
    case 'battery':
      return words.battery({ hours: figures.battery });
    case 'gripForce':
      return words.gripForce({ newtons: figures.gripForce });
    case 'lightweight':
      return words.lightweight({ grams: figures.weight });
    case 'fastCharging':
      return words.fastCharging(durationIn(figures.charging));
    case 'warranty':
      return words.warranty({ years: figures.warranty });
    case 'myoelectricControl':
    case 'gripPrediction':
      return words[feature];
  }
}
