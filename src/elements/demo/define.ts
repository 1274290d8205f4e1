import { DemoSection } from './DemoPage';
import { defineElement } from '../define';

/** <phx-demo>: see its entry in contract.ts. */
export const PhxDemo = defineElement('phx-demo', DemoSection);
