/**
 * The funding page's outline: by country, its statements (each worded, with the official sources it rests on, in the
 * page's content files, content/pages/funding.<lang>.md), and the day those sources were last read against the words
 * (`checked`, an ISO date). A statement no source we can name supports is not made: the Gulf's section says so instead.
 */
const fundingRegions = [
  {
    id: 'us',
    checked: '2026-11-29',
    items: ['medicare', 'medicareAdvantage', 'medicaid', 'privateInsurance', 'tricare', 'va', 'workersComp'],
  },
  {
    id: 'de',
    checked: '2026-11-29',
    items: ['right', 'prescription', 'copayment', 'appeal', 'accident', 'pkv', 'beihilfe'],
  },
  {
    id: 'es',
    checked: '2026-11-29',
    items: ['benefit', 'catalogue', 'regional', 'mutua', 'civilServants', 'roadAccident'],
  },
  {
    id: 'gulf',
    checked: '2026-11-29',
    items: ['saudi', 'gulf'],
  },
  { id: 'elsewhere', items: ['ask'] },
] as const satisfies readonly {
  id: string;
  checked?: `${number}-${number}-${number}`;
  items: readonly string[];
}[];

/** The countries a reader can choose to see first ("elsewhere" stays last). */
export const choosableRegions = ['us', 'de', 'es', 'gulf'] as const;
export type ChoosableRegion = (typeof choosableRegions)[number];

/**
 * The country a reader of each language most likely lives in: the funding page shows it first (a language without
 * one here, a new one, starts with the United States).
 */
export const firstRegionFor: Readonly<Partial<Record<string, ChoosableRegion>>> = {
  en: 'us',
  de: 'de',
  es: 'es',
  ar: 'gulf',
};

/** The regions with `first` first, the others in their usual order, "elsewhere" last. */
export const regionsWithFirst = (first: ChoosableRegion) => [
  ...fundingRegions.filter((region) => region.id === first),
  ...fundingRegions.filter((region) => region.id !== first),
];

/** Every statement of the funding page, by id. */
export const fundingItemIds = fundingRegions.flatMap((region) => region.items);
/** The funding page's countries and regions, in their usual order. */
export const fundingRegionIds = fundingRegions.map((region) => region.id);
