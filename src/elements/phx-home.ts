import { Home } from '../sections/home/Home';
import { defineElement } from './define';

/**
 * The home page: hero with Schedule Consultation and Watch Demo, four reasons to choose Phoenix, a teaser of the
 * three products, a benefits checklist and a closing call to action.
 *
 * @tag phx-home
 * @attr site-url - Address of the company site the links lead to. Default: this page's origin.
 * @fires phx-navigate - A visitor chose a link; cancelable, detail `{ path, href }`. Cancel it to route yourself.
 * @fires phx-cta - A visitor chose a call to action; detail `{ cta, href? }` (`schedule-consultation`, `watch-demo`, …).
 * @csspart frame - The element's box.
 * @csspart heading - Headings.
 * @csspart card - Feature and product cards.
 * @csspart button - Buttons and button-like links.
 * @theme
 */
export const PhxHome = defineElement('phx-home', Home, {});
