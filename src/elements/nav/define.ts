import { Nav } from './Nav';
import { defineElement } from '../define';

/** <phx-nav>: see its entry in contract.ts. */
export const PhxNav = defineElement('phx-nav', Nav);
