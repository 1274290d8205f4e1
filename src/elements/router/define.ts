import { englishWords } from '../../content/i18n';
// Every part in every language: the router shows any page.
import '../../content/i18n/all-words';
import { words as footer } from '../../content/i18n/en/footer';
import { words as notFound } from '../../content/i18n/en/not-found';
import { words as pages } from '../../content/i18n/en/pages';
import { prepareRoute, Router } from './Router';
import { routePath } from './location';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-router>: see its entry in contract.ts. Its first render waits for its page's code and words. */
export const PhxRouter = defineElement('phx-router', contract, Router, {
  words: englishWords({ pages, footer, notFound }),
  prepare: ({ base, mode }, lang, facts) =>
    prepareRoute(routePath(new URL(facts.href ?? '/', 'http://x'), base, mode), lang),
});
