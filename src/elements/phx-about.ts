import { About } from '../sections/about/About';
import { defineElement } from './define';

/** <phx-about>: see its entry in contract.ts. */
export const PhxAbout = defineElement('phx-about', About);
