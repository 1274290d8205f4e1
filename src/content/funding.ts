import type { SourceId } from './sources';

/**
 * The funding page's outline: by country, each statement (worded in the language files under `funding.items`)
 * with the official sources it rests on, and the day those sources were last read against the words (`checked`,
 * an ISO date). A statement no source we can name supports is not made: the Gulf's section says so instead.
 */
const fundingRegions = [
  {
    id: 'us',
    checked: '2026-11-29',
    items: [
      { id: 'medicare', sources: ['medicare'] },
      { id: 'medicareAdvantage', sources: ['medicareAdvantage'] },
      { id: 'medicaid', sources: ['macpacBenefits'] },
      { id: 'privateInsurance', sources: ['healthcareGov'] },
      { id: 'tricare', sources: ['tricare'] },
      { id: 'va', sources: ['va'] },
      { id: 'workersComp', sources: ['workersComp'] },
    ],
  },
  {
    id: 'de',
    checked: '2026-11-29',
    items: [
      { id: 'right', sources: ['sgb5', 'hilfsmittelverzeichnis'] },
      { id: 'prescription', sources: ['hilfsmittelRichtlinie', 'sgb5'] },
      { id: 'copayment', sources: ['sgb5', 'sgb5Copayment'] },
      { id: 'appeal', sources: ['sgg'] },
      { id: 'accident', sources: ['sgb7'] },
      { id: 'pkv', sources: ['vvg'] },
      { id: 'beihilfe', sources: ['bbhv'] },
    ],
  },
  {
    id: 'es',
    checked: '2026-11-29',
    items: [
      { id: 'benefit', sources: ['rd1030'] },
      { id: 'catalogue', sources: ['rd1506'] },
      { id: 'regional', sources: ['rd1030'] },
      { id: 'mutua', sources: ['lgss'] },
      { id: 'civilServants', sources: ['muface'] },
      { id: 'roadAccident', sources: ['rdl8'] },
    ],
  },
  {
    id: 'gulf',
    checked: '2026-11-29',
    items: [
      { id: 'saudi', sources: ['chi'] },
      { id: 'gulf', sources: [] },
    ],
  },
  { id: 'elsewhere', items: [{ id: 'ask', sources: [] }] },
] as const satisfies readonly {
  id: string;
  checked?: `${number}-${number}-${number}`;
  items: readonly { id: string; sources: readonly SourceId[] }[];
}[];

/**
 * What payers ask for, and the simpler hands they may ask about: general guidance, each rule it states with its
 * source (worded under `funding.payers` and `funding.alternatives`).
 */
export const payerSources = {
  asks: ['medicallyNecessary'],
  alternatives: ['insurerPolicy'],
} as const satisfies Record<string, readonly SourceId[]>;

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
