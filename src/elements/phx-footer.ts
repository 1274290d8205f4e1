import { Footer } from '../sections/footer/Footer';
import { defineElement } from './define';

/**
 * The footer: quick links to the four pages, contact details, opening hours and the copyright line.
 *
 * @tag phx-footer
 * @attr site-url - Address of the company site the links lead to. Default: this page's origin.
 * @fires phx-navigate - A visitor chose a link; cancelable, detail `{ path, href }`. Cancel it to route yourself.
 * @csspart frame - The element's box.
 * @csspart footer - The footer band.
 * @csspart heading - Column headings.
 * @theme
 */
export const PhxFooter = defineElement('phx-footer', Footer, {});
