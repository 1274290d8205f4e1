import { type Clinic } from './clinic.js';
/** A clinic as the server knows it: what browsers get, and where requests for it go (never published). */
export interface ClinicRecord extends Clinic {
    /** Where a request a patient chose to share with the clinic is sent (issue #33), when it accepts them. */
    requests?: {
        email: string;
    } | {
        webhook: string;
    };
}
export interface ClinicsProblem {
    /** The file's line where the row starts (1 is the header). */
    line: number;
    column?: string;
    message: string;
}
export interface ClinicsReading {
    clinics: ClinicRecord[];
    problems: ClinicsProblem[];
}
/** The columns every clinics file has, in this order or any other. */
export declare const requiredColumns: readonly ['id', 'name', 'street', 'city', 'region', 'postalCode', 'country', 'latitude', 'longitude', 'phone', 'website', 'email', 'hands', 'languages', 'acceptsRequests'];
/**
 * Columns a file may add: other names of the place, opening hours, and where requests go when not to `email`
 * (another address, or a webhook of the clinic's own).
 */
export declare const optionalColumns: readonly ['aliases', 'openingHours', 'requestsEmail', 'requestsWebhook'];
/** Reads a clinics file's text. Never throws: what is wrong is in `problems`, and `clinics` is then incomplete. */
export declare function readClinicsCsv(source: string): ClinicsReading;
/** The problems as lines a person reads: "clinics.csv, line 7: latitude ("91") must be between -90 and 90". */
export declare const problemLines: (file: string, problems: readonly ClinicsProblem[]) => string[];
