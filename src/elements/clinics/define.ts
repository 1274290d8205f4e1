import { Clinics } from './Clinics';
import { defineElement } from '../define';

/** <phx-clinics>: see its entry in contract.ts. */
export const PhxClinics = defineElement('phx-clinics', Clinics);
