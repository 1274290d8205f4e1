/**
 * The partner clinics that fit our hands.
 *
 * SAMPLE DATA, FOR THE COMPANY TO REPLACE: every clinic below is fictional (names, streets, example.com sites);
 * phone numbers are from ranges no one can be given (US 555-01xx, Germany's numbers reserved for fiction, and
 * numbers no Spanish or Gulf plan allocates). Coordinates are the cities', to place the markers.
 *
 * A clinic is one entry: its words are proper names and stay as written; country and language names, and every
 * other word, live in the language files (`clinics.countries`, `clinics.languages`).
 */
import type { ProductId } from './products';

export { type ClinicCountry, type ClinicId, clinicCountries, clinicIds } from './clinic-ids';

import { type ClinicCountry, type ClinicId, clinicIds } from './clinic-ids';

/** Languages a clinic's staff speak (ISO 639-1). */
export const clinicLanguages = ['en', 'de', 'es', 'ar', 'fr', 'tr', 'ru', 'hi', 'ur'] as const;
export type ClinicLanguage = (typeof clinicLanguages)[number];

export interface Clinic {
  id: ClinicId;
  name: string;
  /** The city as the visitor most likely types it (English); `aliases` are its other names, searched too. */
  city: string;
  aliases?: readonly string[];
  country: ClinicCountry;
  /** Street address, one line per entry, as written locally. */
  address: readonly string[];
  lat: number;
  lon: number;
  languages: readonly ClinicLanguage[];
  /** As dialled from abroad. */
  phone: string;
  /** The hands the clinic fits. */
  products: readonly ProductId[];
  website: string;
}

const all: ProductId[] = ['neural-pro-x1', 'flexigrip-elite', 'smarthand-ai'];

const entries = {
  // United States
  'hudson-limb-center': {
    name: 'Hudson Limb Center',
    city: 'New York',
    country: 'us',
    address: ['410 West 34th Street, Suite 9', 'New York, NY 10001'],
    lat: 40.753,
    lon: -73.997,
    languages: ['en', 'es'],
    phone: '+1 212-555-0142',
    products: all,
    website: 'https://hudson-limb.example.com',
  },
  'brooklyn-prosthetics': {
    name: 'Brooklyn Prosthetics Studio',
    city: 'New York',
    aliases: ['Brooklyn'],
    country: 'us',
    address: ['88 Atlantic Avenue', 'Brooklyn, NY 11201'],
    lat: 40.691,
    lon: -73.994,
    languages: ['en', 'ru'],
    phone: '+1 718-555-0117',
    products: ['flexigrip-elite', 'smarthand-ai'],
    website: 'https://brooklyn-prosthetics.example.com',
  },
  'lakeshore-orthopedic': {
    name: 'Lakeshore Orthopedic & Prosthetic',
    city: 'Chicago',
    country: 'us',
    address: ['233 North Lakeshore Way', 'Chicago, IL 60601'],
    lat: 41.886,
    lon: -87.62,
    languages: ['en', 'es'],
    phone: '+1 312-555-0163',
    products: all,
    website: 'https://lakeshore-op.example.com',
  },
  'bayou-city-bionics': {
    name: 'Bayou City Bionics',
    city: 'Houston',
    country: 'us',
    address: ['1200 Fannin Park Drive', 'Houston, TX 77030'],
    lat: 29.708,
    lon: -95.401,
    languages: ['en', 'es', 'ar'],
    phone: '+1 713-555-0188',
    products: ['neural-pro-x1', 'smarthand-ai'],
    website: 'https://bayou-bionics.example.com',
  },
  'pacific-hand-institute': {
    name: 'Pacific Hand Institute',
    city: 'Los Angeles',
    country: 'us',
    address: ['5150 Wilshire Crest', 'Los Angeles, CA 90036'],
    lat: 34.062,
    lon: -118.349,
    languages: ['en', 'es'],
    phone: '+1 323-555-0129',
    products: all,
    website: 'https://pacific-hand.example.com',
  },
  'harbor-limb-lab': {
    name: 'Harbor Limb Lab',
    city: 'Boston',
    country: 'us',
    address: ['75 Fenwood Lane', 'Boston, MA 02115'],
    lat: 42.338,
    lon: -71.106,
    languages: ['en', 'fr'],
    phone: '+1 617-555-0101',
    products: ['neural-pro-x1', 'flexigrip-elite'],
    website: 'https://harbor-limb.example.com',
  },
  'cascade-prosthetic-care': {
    name: 'Cascade Prosthetic Care',
    city: 'Seattle',
    country: 'us',
    address: ['901 Evergreen Terrace Avenue', 'Seattle, WA 98104'],
    lat: 47.604,
    lon: -122.327,
    languages: ['en'],
    phone: '+1 206-555-0150',
    products: ['flexigrip-elite'],
    website: 'https://cascade-pc.example.com',
  },
  'biscayne-mobility': {
    name: 'Biscayne Mobility Clinic',
    city: 'Miami',
    country: 'us',
    address: ['1400 Coral Bay Boulevard', 'Miami, FL 33136'],
    lat: 25.79,
    lon: -80.211,
    languages: ['en', 'es'],
    phone: '+1 305-555-0174',
    products: all,
    website: 'https://biscayne-mobility.example.com',
  },
  'front-range-limb': {
    name: 'Front Range Limb & Brace',
    city: 'Denver',
    country: 'us',
    address: ['2600 Larimer Park Street', 'Denver, CO 80205'],
    lat: 39.759,
    lon: -104.985,
    languages: ['en'],
    phone: '+1 303-555-0136',
    products: ['neural-pro-x1', 'smarthand-ai'],
    website: 'https://front-range-limb.example.com',
  },
  // Germany
  'spree-orthopaedie': {
    name: 'Spree Orthopädietechnik',
    city: 'Berlin',
    country: 'de',
    address: ['Beispielstraße 12', '10117 Berlin'],
    lat: 52.517,
    lon: 13.389,
    languages: ['de', 'en', 'tr'],
    phone: '+49 30 23125 101',
    products: all,
    website: 'https://spree-orthopaedie.example.com',
  },
  'havel-handzentrum': {
    name: 'Havel Handzentrum',
    city: 'Berlin',
    country: 'de',
    address: ['Musterallee 48', '13597 Berlin'],
    lat: 52.536,
    lon: 13.2,
    languages: ['de', 'ar'],
    phone: '+49 30 23125 187',
    products: ['flexigrip-elite', 'smarthand-ai'],
    website: 'https://havel-handzentrum.example.com',
  },
  'isar-prothetik': {
    name: 'Isar Prothetik',
    city: 'Munich',
    aliases: ['München'],
    country: 'de',
    address: ['Fiktivweg 7', '80331 München'],
    lat: 48.137,
    lon: 11.575,
    languages: ['de', 'en'],
    phone: '+49 89 99998 142',
    products: all,
    website: 'https://isar-prothetik.example.com',
  },
  'alster-reha-technik': {
    name: 'Alster Reha-Technik',
    city: 'Hamburg',
    country: 'de',
    address: ['Probekai 3', '20095 Hamburg'],
    lat: 53.551,
    lon: 10.0,
    languages: ['de', 'en', 'ru'],
    phone: '+49 40 66969 130',
    products: ['neural-pro-x1', 'flexigrip-elite'],
    website: 'https://alster-reha.example.com',
  },
  'dom-orthopaedie': {
    name: 'Dom Orthopädie am Rhein',
    city: 'Cologne',
    aliases: ['Köln'],
    country: 'de',
    address: ['Beispielring 21', '50667 Köln'],
    lat: 50.938,
    lon: 6.957,
    languages: ['de', 'tr'],
    phone: '+49 221 4710 155',
    products: all,
    website: 'https://dom-orthopaedie.example.com',
  },
  'main-handwerk': {
    name: 'Main Hand & Prothese',
    city: 'Frankfurt',
    aliases: ['Frankfurt am Main'],
    country: 'de',
    address: ['Musterkai 9', '60311 Frankfurt am Main'],
    lat: 50.11,
    lon: 8.682,
    languages: ['de', 'en', 'fr'],
    phone: '+49 69 90009 118',
    products: ['smarthand-ai'],
    website: 'https://main-hand.example.com',
  },
  // Spain
  'retiro-ortopedia': {
    name: 'Ortopedia Retiro',
    city: 'Madrid',
    country: 'es',
    address: ['Calle del Ejemplo 14', '28009 Madrid'],
    lat: 40.417,
    lon: -3.683,
    languages: ['es', 'en'],
    phone: '+34 555 010 014',
    products: all,
    website: 'https://ortopedia-retiro.example.com',
  },
  'castellana-protesis': {
    name: 'Castellana Prótesis',
    city: 'Madrid',
    country: 'es',
    address: ['Paseo Ficticio 101', '28046 Madrid'],
    lat: 40.452,
    lon: -3.69,
    languages: ['es', 'fr'],
    phone: '+34 555 010 101',
    products: ['neural-pro-x1', 'flexigrip-elite'],
    website: 'https://castellana-protesis.example.com',
  },
  'eixample-bionica': {
    name: 'Eixample Biònica',
    city: 'Barcelona',
    country: 'es',
    address: ['Carrer de la Mostra 220', '08036 Barcelona'],
    lat: 41.389,
    lon: 2.155,
    languages: ['es', 'en', 'fr'],
    phone: '+34 555 010 220',
    products: all,
    website: 'https://eixample-bionica.example.com',
  },
  'turia-ortopedia': {
    name: 'Turia Ortopedia Técnica',
    city: 'Valencia',
    aliases: ['València'],
    country: 'es',
    address: ['Avenida Modelo 33', '46010 Valencia'],
    lat: 39.474,
    lon: -0.376,
    languages: ['es', 'en'],
    phone: '+34 555 010 033',
    products: ['flexigrip-elite'],
    website: 'https://turia-ortopedia.example.com',
  },
  'giralda-protesis': {
    name: 'Giralda Prótesis y Órtesis',
    city: 'Seville',
    aliases: ['Sevilla'],
    country: 'es',
    address: ['Calle Inventada 5', '41004 Sevilla'],
    lat: 37.389,
    lon: -5.984,
    languages: ['es', 'ar'],
    phone: '+34 555 010 005',
    products: ['neural-pro-x1', 'smarthand-ai'],
    website: 'https://giralda-protesis.example.com',
  },
  // Gulf states
  'creek-prosthetics': {
    name: 'Creek Prosthetics Centre',
    city: 'Dubai',
    country: 'ae',
    address: ['Building 14, Example Healthcare District', 'Dubai'],
    lat: 25.231,
    lon: 55.319,
    languages: ['ar', 'en', 'hi', 'ur'],
    phone: '+971 4 000 0114',
    products: all,
    website: 'https://creek-prosthetics.example.com',
  },
  'corniche-limb-clinic': {
    name: 'Corniche Limb Clinic',
    city: 'Abu Dhabi',
    country: 'ae',
    address: ['Tower 3, Sample Street 22', 'Abu Dhabi'],
    lat: 24.467,
    lon: 54.367,
    languages: ['ar', 'en'],
    phone: '+971 2 000 0122',
    products: ['neural-pro-x1', 'flexigrip-elite'],
    website: 'https://corniche-limb.example.com',
  },
  'najd-rehabilitation': {
    name: 'Najd Rehabilitation & Prosthetics',
    city: 'Riyadh',
    country: 'sa',
    address: ['Example Road 7, Al Olaya', 'Riyadh 12211'],
    lat: 24.69,
    lon: 46.685,
    languages: ['ar', 'en', 'ur'],
    phone: '+966 11 000 0107',
    products: all,
    website: 'https://najd-rehab.example.com',
  },
  'red-sea-orthotics': {
    name: 'Red Sea Orthotics',
    city: 'Jeddah',
    country: 'sa',
    address: ['Sample Street 40, Al Rawdah', 'Jeddah 23435'],
    lat: 21.543,
    lon: 39.173,
    languages: ['ar', 'en'],
    phone: '+966 12 000 0140',
    products: ['flexigrip-elite', 'smarthand-ai'],
    website: 'https://redsea-orthotics.example.com',
  },
  'pearl-bionics': {
    name: 'Pearl Bionics Clinic',
    city: 'Doha',
    country: 'qa',
    address: ['Example Tower, West Bay', 'Doha'],
    lat: 25.322,
    lon: 51.531,
    languages: ['ar', 'en', 'hi'],
    phone: '+974 0000 0125',
    products: all,
    website: 'https://pearl-bionics.example.com',
  },
} as const satisfies Record<ClinicId, Omit<Clinic, 'id'>>;

/** Every clinic, in the order the list shows them before a visitor sorts them. */
export const clinics: readonly Clinic[] = clinicIds.map((id) => ({ id, ...entries[id] }));
export const clinicById = (id: string): Clinic | undefined => clinics.find((c) => c.id === id);

/** A consultation request at one clinic: the contact page preselects the type and names the clinic (ContactPage). */
export const clinicConsultationPath = (id: string) => `/contact?inquiry=consultation&clinic=${id}`;
