import { Contact } from './Contact';
import { defineElement } from '../define';

/** <phx-contact>: see its entry in contract.ts. */
export const PhxContact = defineElement('phx-contact', Contact);
