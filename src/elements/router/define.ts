import { prepareRoute, Router } from './Router';
import { routePath } from './location';
import { defineElement } from '../define';

/** <phx-router>: see its entry in contract.ts. Its first render waits for its page's code and words. */
export const PhxRouter = defineElement('phx-router', Router, {
  prepare: ({ base, mode }, lang, facts) =>
    prepareRoute(routePath(new URL(facts.href ?? '/', 'http://x'), base, mode), lang),
});
