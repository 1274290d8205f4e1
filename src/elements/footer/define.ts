import { Footer } from './Footer';
import { defineElement } from '../define';

/** <phx-footer>: see its entry in contract.ts. */
export const PhxFooter = defineElement('phx-footer', Footer);
