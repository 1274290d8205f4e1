/** Which clinics a visitor's search and filters leave, and in what order: pure, so it is tested without a page. */
import type { Clinic, ClinicLanguage } from '../../content/clinics';
import type { ProductId } from '../../content/products';

export interface Finding {
  query: string;
  hand?: ProductId;
  language?: ClinicLanguage;
}

/** Lower case without accents, so "munchen" finds München and "barcelona" finds Barcelona. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every word of the query appears in the clinic's name, city (any of its names), address or country. */
export function matches(clinic: Clinic, query: string, countryName: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [clinic.name, clinic.city, ...(clinic.aliases ?? []), ...clinic.address, countryName].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function find(
  clinics: readonly Clinic[],
  { query, hand, language }: Finding,
  countryName: (clinic: Clinic) => string,
): Clinic[] {
  return clinics.filter(
    (clinic) =>
      (!hand || clinic.products.includes(hand)) &&
      (!language || clinic.languages.includes(language)) &&
      matches(clinic, query, countryName(clinic)),
  );
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Nearest first; clinics at the same distance keep their order. */
export const byDistance = (clinics: readonly Clinic[], from: { lat: number; lon: number }) =>
  clinics.map((clinic) => ({ clinic, km: distanceKm(from, clinic) })).sort((a, b) => a.km - b.km);
