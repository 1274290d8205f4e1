/**
 * The contract's words, for people: what each element, attribute, event and part is. Read by the generators
 * (custom-elements.json, types/phx.d.ts, docs/elements/), never by a browser. Typed against contract.ts, so an
 * attribute, event or part without its description is a type error.
 */
import { languageCodes } from '../../content/i18n/languages';
import { elementDocs } from '../generated/all-docs';
import type { commonAttributes, elements, EventName, PartName, PhxTag } from './contract';
import type { ElementDocs } from './contract-shape';

type Docs = {
  common: Record<keyof typeof commonAttributes, string>;
  events: Record<EventName, string>;
  parts: Record<PartName, string>;
  elements: {
    [T in PhxTag]: ElementDocs<(typeof elements)[T]>;
  };
};

export const docs: Docs = {
  common: {
    'site-url':
      "Address of the company site its links lead to (outside <phx-router>). Default: the origin phx.js was loaded from (in a bundling app, this page's origin).",
    lang: `Language: ${languageCodes.slice(0, -1).join(', ')} or ${languageCodes.at(-1)} (a region such as de-AT falls back to its language). Default: the nearest ancestor's lang, up to <html lang>; English if that is not one of them.`,
  },
  events: {
    'phx-navigate':
      'A visitor chose a link that leaves the element; cancelable, detail `{ path, href }`. Cancel it to route in your own app.',
    'phx-cta':
      'A visitor chose a call to action; detail `{ cta, href? }` (`get-started`, `schedule-consultation`, `watch-demo`, `request-consultation:<product>`, …).',
    'phx-submit':
      'A visitor sent the form; cancelable, detail is the inquiry. Cancel it to deliver the inquiry yourself; the form then shows success.',
    'phx-submit-success': 'The inquiry was delivered; detail `{ inquiry, id? }`.',
    'phx-submit-error':
      'Delivery failed and the draft was kept; detail `{ inquiry, reason, status?, errors? }` (reason: network, timeout, server, invalid, rateLimited, endpoint).',
  },
  parts: {
    frame: "The element's box.",
    heading: 'Headings.',
    card: 'Cards and panels.',
    button: 'Buttons and button-like links.',
    artwork: 'Illustrations.',
    nav: 'The navigation bar.',
    'nav-link': 'Each page link of the navigation.',
    'menu-toggle': 'The menu button on narrow screens.',
    footer: 'The footer band.',
    form: 'The contact form.',
    field: 'Each input, select and textarea.',
    consent: 'Each consent: its checkbox (the browser’s own), its words and the link to the privacy notice.',
    submit: 'The Send Message button (also part `button`).',
    toast: 'Notifications.',
    'skip-link': 'The Skip to main content control.',
    map: "The clinics' map (an image; the list beside it holds everything it shows).",
  },
  elements: elementDocs,
};
