import { About } from './About';
import { defineElement } from '../define';

/** <phx-about>: see its entry in contract.ts. */
export const PhxAbout = defineElement('phx-about', About);
