/**
 * The contract's words, for people: what each element, attribute, event and part is. Read by the generators
 * (custom-elements.json, types/phx.d.ts, docs/elements/), never by a browser. Typed against contract.ts, so an
 * attribute, event or part without its description is a type error.
 */
import type { commonAttributes, elements, EventName, PartName, PhxTag } from './contract';

type Docs = {
  common: Record<keyof typeof commonAttributes, string>;
  events: Record<EventName, string>;
  parts: Record<PartName, string>;
  elements: {
    [T in PhxTag]: { summary: string; attributes: Record<keyof (typeof elements)[T]['attributes'], string> };
  };
};

const endpoint =
  'URL (http or https, absolute or relative to the page) the contact form POSTs its JSON to; without script the form posts there as an ordinary form. Without it, sending is simulated and a console note says so.';

export const docs: Docs = {
  common: {
    'site-url':
      "Address of the company site its links lead to (outside <phx-router>). Default: the origin phx.js was loaded from (in a bundling app, this page's origin).",
    lang: "Language: en, de, es or ar (a region such as de-AT falls back to its language). Default: the nearest ancestor's lang, up to <html lang>; English if that is not one of them.",
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
    submit: 'The Send Message button (also part `button`).',
    toast: 'Notifications.',
    'skip-link': 'The Skip to main content control.',
    map: "The clinics' map (an image; the list beside it holds everything it shows).",
  },
  elements: {
    'phx-router': {
      summary:
        'The whole site: navigation bar, the page of the current address (/, /about, /products, /contact, /clinics, or the not-found page; /de/…, /es/…, /ar/… in another language), footer. Links navigate in place with the History API; back and forward work.',
      attributes: {
        base: 'Path the site is mounted under, such as /prosthetics. Default: the root.',
        mode: 'history (paths such as /about) | hash (#/about, for hosts that cannot rewrite URLs). Default: history.',
        endpoint,
      },
    },
    'phx-nav': {
      summary:
        'The navigation bar: logo, Home, About Us, Products, Contact Us and Get Started. Sticky at the top of the page; below 48em wide (768 px at the default text size) the links fold into a menu opened by a toggle button.',
      attributes: {},
    },
    'phx-home': {
      summary:
        'The home page: hero with Schedule Consultation and Watch Demo, four reasons to choose Phoenix, a teaser of the products, a benefits checklist and a closing call to action.',
      attributes: {},
    },
    'phx-about': {
      summary: "The about page: mission, statistics, core values and the company's timeline.",
      attributes: {},
    },
    'phx-products': {
      summary:
        'The products: artwork, price, description, key features and specifications of each prosthetic hand, with a Request Consultation link.',
      attributes: {
        product: 'Which products to show, comma-separated, in this order. Default: all of them.',
        layout: 'list (one after another) | grid (side by side). Default: list.',
      },
    },
    'phx-contact': {
      summary:
        "The consultation request form with contact details, hours and quick actions. A visitor's draft is kept in session storage until it is sent, so a reload, a route change or a failed send never loses it.",
      attributes: { inquiry: 'Preselected inquiry type. Default: general.', endpoint },
    },
    'phx-demo': {
      summary:
        'The grips, demonstrated: an articulated hand that moves between grips, with what each is for, which hands offer it, a tour to play and pause, and how a muscle signal becomes a grip.',
      attributes: {
        product:
          'Show only the grips of this hand (neural-pro-x1, flexigrip-elite, smarthand-ai). Default: every grip of every hand.',
        grip: 'The grip shown first (power, tripod, pinch, key, point, open, hook, mouse). Default: the first one shown.',
      },
    },
    'phx-compare': {
      summary:
        'The hands side by side: a table of price, weight, battery life, charging time, grip force, grip patterns, warranty and grips, the best value of each row marked, each column ending with Request Consultation.',
      attributes: {
        product:
          'Which hands to compare, comma-separated, in this order. Default: all of them. Visitors can switch hands on and off.',
      },
    },
    'phx-clinics': {
      summary:
        'The partner clinics: search by city, country or name, filters by hand and language, "Near me" sorting (the browser asks for the location only then), each clinic with address, phone, website, hands and languages and Request Consultation here, beside a map drawn from the bundle (Natural Earth) that follows the list. The sample clinics are fictional until the company replaces them.',
      attributes: {
        clinic:
          "One clinic alone (a partner's own page), by its id, with its own consultation form: the request carries the clinic's id. Default: every clinic.",
        country: 'Only the clinics of this country (us, de, es, ae, sa, qa). Default: every country.',
        product:
          'The hand the list is filtered by at first (neural-pro-x1, flexigrip-elite, smarthand-ai); visitors can change it. Default: any hand.',
        endpoint,
      },
    },
    'phx-not-found': {
      summary: 'The page for an address the site does not have: Oops! Page not found, and a Return to Home link.',
      attributes: {},
    },
    'phx-footer': {
      summary: 'The footer: quick links to the pages, contact details, opening hours and the copyright line.',
      attributes: {},
    },
  },
};
