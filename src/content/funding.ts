import type { SourceId } from './sources';

/**
 * The funding page's outline: by country, each statement (worded in the language files under `funding.items`)
 * with the official sources it rests on.
 */
export const fundingRegions = [
  {
    id: 'us',
    items: [
      { id: 'medicare', sources: ['medicare'] },
      { id: 'privateInsurance', sources: ['healthcareGov'] },
      { id: 'va', sources: ['va'] },
      { id: 'workersComp', sources: ['workersComp'] },
      { id: 'letter', sources: ['medicallyNecessary'] },
    ],
  },
  {
    id: 'de',
    items: [
      { id: 'prescription', sources: ['sgb5'] },
      { id: 'estimate', sources: ['hilfsmittelverzeichnis'] },
      { id: 'approval', sources: ['sgb5'] },
      { id: 'appeal', sources: ['sgg'] },
    ],
  },
  {
    id: 'es',
    items: [
      { id: 'benefit', sources: ['rd1030'] },
      { id: 'regional', sources: ['rd1506'] },
    ],
  },
  { id: 'elsewhere', items: [{ id: 'ask', sources: [] }] },
] as const satisfies readonly { id: string; items: readonly { id: string; sources: readonly SourceId[] }[] }[];
