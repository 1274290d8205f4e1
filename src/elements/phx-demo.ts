import { DemoSection } from '../sections/demo/DemoPage';
import { defineElement } from './define';

/** <phx-demo>: see its entry in contract.ts. */
export const PhxDemo = defineElement('phx-demo', DemoSection);
