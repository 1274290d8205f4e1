import { Compare } from './Compare';
import { defineElement } from '../define';

/** <phx-compare>: see its entry in contract.ts. */
export const PhxCompare = defineElement('phx-compare', Compare);
