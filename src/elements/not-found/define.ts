import { NotFound } from './NotFound';
import { defineElement } from '../define';

/** <phx-not-found>: see its entry in contract.ts. */
export const PhxNotFound = defineElement('phx-not-found', NotFound);
