import { About } from '../sections/about/About';
import { defineElement } from './define';

/**
 * The about page: mission, statistics, core values and the company's timeline.
 *
 * @tag phx-about
 * @attr site-url - Address of the company site. Default: this page's origin.
 * @csspart frame - The element's box.
 * @csspart heading - Headings.
 * @csspart card - Value cards.
 * @theme
 */
export const PhxAbout = defineElement('phx-about', About, {});
