/**
 * The words of the patient's page and of the e-mails about their request, in each language of the site: the
 * `patient` part of each catalog (src/content/i18n/catalogs/<lang>.po, see docs/content.md), compiled for the server
 * only. The field labels come from the language files.
 */
import { serverWords } from '../../src/content/i18n/all-server-words.ts';
import type { Language } from '../../src/content/i18n/languages.ts';

export type PatientWords = (typeof serverWords)['en']['patient']['patient'];

/** The words of the patient's page and e-mails in each language of the site (a new language's come with its catalog). */
export const patientWords = Object.fromEntries(
  Object.entries(serverWords).map(([lang, words]) => [lang, words.patient.patient]),
) as Record<Language, PatientWords>;
