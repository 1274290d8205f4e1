import type { FeatureId, ProductData, SpecId } from '../content/products';
import type { Locale } from './locale';

/** A product's figure as the reader's language writes it ("420 g", "2,5 Stunden"); undefined where not published. */
export function specValue(product: ProductData, spec: SpecId, { text, format }: Locale): string | undefined {
  switch (spec) {
    case 'weight':
      return format.grams(product.weightGrams);
    case 'battery':
      return format.hours(product.batteryHours);
    case 'charging':
      return format.duration(product.chargingMinutes);
    case 'gripForce':
      return text.products.upToNewtons(format.number(product.gripForceNewtons));
    case 'warranty':
      return format.years(product.warrantyYears);
    case 'gripPatterns':
      return product.gripPatterns === undefined ? undefined : format.number(product.gripPatterns);
  }
}

/** One of a product's key features, worded with its figure ("15 grip patterns", "Charges in 90 minutes"). */
export function featureText(product: ProductData, feature: FeatureId, { text, format }: Locale): string {
  const words = text.products.features;
  switch (feature) {
    case 'gripPatterns':
      return words.gripPatterns(format.number(product.gripPatterns ?? 0));
    case 'battery':
      return words.battery(format.number(product.batteryHours));
    case 'gripForce':
      return words.gripForce(format.number(product.gripForceNewtons));
    case 'lightweight':
      return words.lightweight(format.grams(product.weightGrams));
    case 'fastCharging':
      return words.fastCharging(format.duration(product.chargingMinutes));
    case 'warranty':
      return words.warranty(format.number(product.warrantyYears));
    case 'neuralControl':
    case 'gripPrediction':
      return words[feature];
  }
}
