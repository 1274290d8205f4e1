import { productIds } from '../content/products';
import { Products } from '../sections/products/Products';
import { listOf, oneOf } from './attributes';
import { defineElement } from './define';

/**
 * The products: image, price, description, key features and specifications of each prosthetic hand, with a
 * Request Consultation link.
 *
 * @tag phx-products
 * @attr product - Which products to show, comma-separated, in this order: neural-pro-x1, flexigrip-elite, smarthand-ai. Default: all three.
 * @attr layout - list (one after another) | grid (side by side). Default: list.
 * @attr site-url - Address of the company site the links lead to. Default: this page's origin.
 * @fires phx-navigate - A visitor chose a link; cancelable, detail `{ path, href }`. Cancel it to route yourself.
 * @fires phx-cta - A visitor chose Request Consultation; detail `{ cta: "request-consultation:<product id>", href }`.
 * @csspart frame - The element's box.
 * @csspart heading - Headings.
 * @csspart card - Each product's card.
 * @csspart button - Request Consultation links.
 * @theme
 */
export const PhxProducts = defineElement('phx-products', Products, {
  product: listOf(productIds),
  layout: oneOf(['list', 'grid'], 'list'),
});
