/**
 * A partner clinic as the browser gets it: what the company's clinics file (CSV, see docs/clinics.md) says about it,
 * less what only the server reads (where requests for it are sent). Clinics are data, never code: the browser fetches
 * them from the server or the static export (source.ts), the server reads them from the file (read-csv.ts).
 */
import type { ProductId } from '../products.js';
/** Days as schema.org's `openingHours` writes them, Monday first. */
export declare const weekdays: readonly ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
export type Weekday = (typeof weekdays)[number];
/** One line of opening hours: the days (in week order) and the time, 24-hour "08:00". */
export interface OpeningHours {
    days: readonly Weekday[];
    opens: string;
    closes: string;
}
export interface Clinic {
    /** Lower-case letters, digits and hyphens: the `clinic` attribute, the contact page's `?clinic=`, an inquiry's clinic. */
    id: string;
    name: string;
    /** The street address as written locally (one line; a newline starts another). */
    street: string;
    city: string;
    /** The state, province or region ("" where the address has none). */
    region: string;
    postalCode: string;
    /** ISO 3166-1 alpha-2, lower case ("de"). */
    country: string;
    /** Degrees, as the file gives them. */
    lat: number;
    lon: number;
    /** As dialled from abroad ("" where unknown). */
    phone: string;
    website: string;
    email: string;
    /** The hands the clinic fits. */
    hands: readonly ProductId[];
    /** ISO 639-1 codes of the languages its staff speak, the first its main one. */
    languages: readonly string[];
    /** Whether the clinic accepts consultation requests sent through Phoenix Bionics. */
    acceptsRequests: boolean;
    /** Other names of its place, searched too ("Munich" for München). */
    aliases: readonly string[];
    /** Where known; empty where the file says nothing. */
    hours: readonly OpeningHours[];
}
/** Clinics a server renders in the finder's list (a page without script shows them, and pages through the rest). */
export declare const clinicsPerPage = 10;
/** What a clinic id looks like (it travels in addresses and attributes). */
export declare const clinicIdPattern: RegExp;
export declare const isClinicId: (value: string) => boolean;
/** A consultation request at one clinic: the contact page preselects the type and names the clinic (ContactPage). */
export declare const clinicConsultationPath: (id: string) => string;
/** The address's lines as written locally: the street, then the place ("10117 Berlin", "Chicago, IL 60601"). */
export declare function addressLines(clinic: Pick<Clinic, 'street' | 'city' | 'region' | 'postalCode' | 'country'>): string[];
