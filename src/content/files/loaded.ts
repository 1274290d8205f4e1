/** The content files as plain Node reads them (npm start, the scripts): read once per process. */
import type { PrivacyWords } from '../notice-shape';
import type { AboutWords } from '../page-shape';
import { withFunctions } from '../page-functions';
import type { Language } from '../i18n/languages';
import { loadAbout } from './about';
import { loadFaq } from './faq';
import { loadFitting } from './fitting';
import { loadFunding } from './funding';
import { type HomeWords, loadHome } from './home';
import { privacyFunctions } from '../notice-shape';
import { loadLegal, loadPrivacy } from './notices';
import { contentDir } from './dir';
import { loadProducts, type ProductContent } from './products';

let products: ProductContent | undefined;

export const loadedProducts = () => {
  products ??= loadProducts(contentDir());
  return products;
};

let about: Record<Language, AboutWords> | undefined;

export const loadedAbout = () => {
  about ??= loadAbout(contentDir()).words;
  return about;
};

let home: Record<Language, HomeWords> | undefined;

export const loadedHome = () => {
  home ??= loadHome(contentDir()).words;
  return home;
};

let funding: ReturnType<typeof loadFunding>['words'] | undefined;

export const loadedFunding = () => {
  funding ??= loadFunding(contentDir()).words;
  return funding;
};

let fitting: ReturnType<typeof loadFitting>['words'] | undefined;

export const loadedFitting = () => {
  fitting ??= loadFitting(contentDir()).words;
  return fitting;
};

let faq: ReturnType<typeof loadFaq>['words'] | undefined;

export const loadedFaq = () => {
  faq ??= loadFaq(contentDir()).words;
  return faq;
};

let privacy: Record<Language, PrivacyWords> | undefined;

/** The privacy notice's words, each text the page completes a function of its placeholders (page-functions.ts). */
export const loadedPrivacy = () => {
  privacy ??= Object.fromEntries(
    Object.entries(loadPrivacy(contentDir()).words).map(([lang, words]) => [
      lang,
      withFunctions(words, privacyFunctions),
    ]),
  ) as Record<Language, PrivacyWords>;
  return privacy;
};

let legal: ReturnType<typeof loadLegal>['words'] | undefined;

export const loadedLegal = () => {
  legal ??= loadLegal(contentDir()).words;
  return legal;
};
