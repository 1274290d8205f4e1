import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement as renderOnServer } from '../../ssr/render';
import { renderElement } from '../../test/render';
import { waitFor } from '../../test/wait';
import { attributesOf, type PhxTag, phxTags } from './contract';
import { seen } from '../../test/seen';
import { twoValues } from '../../test/attribute-values';
import { sampleClinics, serveClinics } from '../../test/sample-clinics';

// The clinics, as the company site publishes them (the finder and the contact page's map fetch them).
const realFetch = globalThis.fetch;
beforeEach(() => serveClinics());
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** What a visitor sees of a fresh element given these attributes from the start. */
async function expected(tag: PhxTag, attributes: Record<string, string>) {
  const { element, root } = await renderElement(tag, attributes);
  // Once what it fetches is here (the clinics): nothing busy.
  const view = await waitFor(() => !root.querySelector('[aria-busy="true"]') && seen(root));
  element.remove();
  return view;
}

/** The element as a server renders it, parsed into a page before its code has hydrated it. */
async function prerendered(tag: PhxTag) {
  const { root } = await renderOnServer(tag, {}, { url: location.href, clinics: sampleClinics().data });
  const element = document.createElement(tag);
  element.setAttribute('data-phx-ssr', '');
  element.attachShadow({ mode: 'open' }).innerHTML = root;
  document.body.append(element);
  return element;
}

/** Whether `element` shows what a fresh one with the same attributes shows (polled: renders are asynchronous). */
async function showsAsFresh(element: Element, attributes: Record<string, string>) {
  const want = await expected(element.localName as PhxTag, attributes);
  await waitFor(() => seen(element.shadowRoot!) === want);
}

/**
 * Attributes that change nothing a visitor sees in an element: no link of these leaves the element for the site, and
 * the clinic finder's form (where its endpoint goes) shows only with `clinic`. The contact form's `clinic` travels
 * with the request at once; the clinic's name shows once its data has been fetched (ContactElement.test.tsx).
 */
const invisible = new Set([
  'phx-about site-url',
  'phx-demo site-url',
  'phx-contact site-url',
  'phx-router site-url',
  'phx-clinics endpoint',
]);

/**
 * Attributes an element takes up without throwing away what is in its form: the contact form's `clinic` names the
 * clinic in the subject of an empty form, and a subject already there (typed, or named for another clinic) stays, so
 * it never shows what a fresh element shows. Its own tests (ContactElement.test.tsx) follow it.
 */
const keepsTheDraft = new Set(['phx-contact clinic']);

// Every attribute of every element, from the contract: set a value, change it, remove it. After each step the element
// shows what a fresh element with that attribute shows, and each step changes what a visitor sees (or the walk would
// prove nothing).
// Each walk renders the element about ten times (the router a whole page each time): more than the default 5 s on a
// loaded machine.
describe.each(phxTags)('<%s> follows every attribute of its contract', { timeout: 30_000 }, (tag) => {
  const attributes = Object.entries(attributesOf(tag)).filter(([name]) => !keepsTheDraft.has(`${tag} ${name}`));
  // The router shows its contact page, where every one of its attributes shows.
  beforeEach(() => history.replaceState(null, '', tag === 'phx-router' ? '/contact' : '/'));

  it.each(attributes)('%s: set, changed and removed after its first render', async (name, spec) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, second] = twoValues(spec);
    const plain = await expected(tag, {});
    const views = [await expected(tag, { [name]: first }), await expected(tag, { [name]: second })];
    if (!invisible.has(`${tag} ${name}`)) {
      expect(views[0], `${name}="${first}" changes what a visitor sees`).not.toBe(plain);
      expect(views[1], `${name}="${second}" differs from "${first}"`).not.toBe(views[0]);
    }

    const { element } = await renderElement(tag);
    element.setAttribute(name, first);
    await showsAsFresh(element, { [name]: first });
    element.setAttribute(name, second);
    await showsAsFresh(element, { [name]: second });
    element.setAttribute(name, '');
    await showsAsFresh(element, {});
    element.setAttribute(name, first);
    await showsAsFresh(element, { [name]: first });
    element.removeAttribute(name);
    await showsAsFresh(element, {});
  });

  it.each(attributes)(
    '%s: set before hydration, changed and removed after it, when prerendered',
    async (name, spec) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const [first, second] = twoValues(spec);
      const element = await prerendered(tag);
      const server = seen(element.shadowRoot!);
      // Set while the server's HTML is all there is: the visitor sees it once the code has hydrated the element.
      element.setAttribute(name, first);
      expect(seen(element.shadowRoot!)).toBe(server);
      const folder = tag.replace(/^phx-/, '');
      await import(`../${folder}/define.ts`);
      await showsAsFresh(element, { [name]: first });
      element.setAttribute(name, second);
      await showsAsFresh(element, { [name]: second });
      element.removeAttribute(name);
      await showsAsFresh(element, {});
    },
  );
});
