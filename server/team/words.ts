/**
 * The team inbox's words in each language of the site (its pages are the server's own, not the bundle's): the `team`
 * part of each catalog (src/content/i18n/catalogs/<lang>.po, see docs/content.md), compiled for the server only. The
 * fields of a request and its types come from the language files, through delivery/words.ts.
 */
import { serverWords } from '../../src/content/i18n/all-server-words.ts';
import type { Language } from '../../src/content/i18n/languages.ts';

export type TeamWords = (typeof serverWords)['en']['team']['team'];

/** The words of the team's inbox in each language of the site (a new language's come with its catalog). */
export const teamWords = Object.fromEntries(
  Object.entries(serverWords).map(([lang, words]) => [lang, words.team.team]),
) as Record<Language, TeamWords>;
