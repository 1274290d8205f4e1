/**
 * The funding page as content files: content/pages/funding.<lang>.md, one per language. The front matter holds its
 * headings, each statement (`items`: a title, a text and the ids of its official sources), the questions to ask, what
 * payers ask for and the simpler hands; the body is its introduction. Read and checked at build time (pages.ts).
 */
import * as v from 'valibot';
import { choosableRegions, fundingItemIds, fundingRegionIds } from '../funding';
import {
  loadPage,
  type PageSpec,
  pageName,
  pageTranslationStatus,
  sourceList,
  text,
  texts,
  titled,
  translates,
} from './pages';

const record = <K extends string, S extends v.GenericSchema>(keys: readonly K[], schema: S) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
const sourced = v.strictObject({ title: text, text, sources: sourceList });

export const fundingPage = {
  name: 'funding',
  schema: v.strictObject({
    title: text,
    source: text,
    checked: text,
    choose: text,
    countries: record(choosableRegions, text),
    regions: record(fundingRegionIds, text),
    items: record(fundingItemIds, sourced),
    questions: texts,
    payers: v.strictObject({ title: text, text, list: texts, sources: sourceList }),
    alternatives: v.strictObject({
      title: text,
      intro: text,
      bodyPowered: titled,
      passive: titled,
      whyAsk: titled,
      sources: sourceList,
    }),
    helpTitle: text,
    help: text,
    helpAction: text,
    page: pageName('funding'),
    translates,
  }),
  placeholders: { checked: ['date'] },
} satisfies PageSpec<v.GenericSchema>;

export const loadFunding = (contentDir: string) => loadPage(contentDir, fundingPage);
export const fundingTranslationStatus = (contentDir: string) => pageTranslationStatus(contentDir, fundingPage);
