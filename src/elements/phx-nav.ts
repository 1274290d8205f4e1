import { Nav } from '../sections/nav/Nav';
import { defineElement } from './define';

/**
 * The navigation bar: logo, Home, About Us, Products, Contact Us and Get Started. Sticky at the top of the page;
 * below 768 px wide the links fold into a menu opened by a toggle button.
 *
 * @tag phx-nav
 * @attr site-url - Address of the company site the links lead to. Default: this page's origin.
 * @fires phx-navigate - A visitor chose a link; cancelable, detail `{ path, href }`. Cancel it to route yourself.
 * @fires phx-cta - A visitor chose Get Started; detail `{ cta, href }`.
 * @csspart frame - The element's box.
 * @csspart nav - The bar.
 * @csspart nav-link - Each page link.
 * @csspart menu-toggle - The menu button on narrow screens.
 * @csspart button - The Get Started link.
 * @theme
 */
export const PhxNav = defineElement('phx-nav', Nav, {}, { hostCss: ':host { position: sticky; top: 0; z-index: 10; }' });
