import { Products } from './Products';
import { defineElement } from '../define';

/** <phx-products>: see its entry in contract.ts. */
export const PhxProducts = defineElement('phx-products', Products);
