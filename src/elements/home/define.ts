import { Home } from './Home';
import { defineElement } from '../define';

/** <phx-home>: see its entry in contract.ts. */
export const PhxHome = defineElement('phx-home', Home);
