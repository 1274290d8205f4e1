/**
 * Fictional clinics in any number, for benches and tests of scale (not shipped as clinics): places near real cities
 * around the world, names made of parts, every address on an example domain (the finder marks them as sample data).
 * The same count gives the same file.
 */
import { productIds } from '../content/products.ts';

const header =
  'id,name,street,city,region,postalCode,country,latitude,longitude,phone,website,email,hands,languages,acceptsRequests,aliases,openingHours';

/** Cities: name, country, latitude, longitude, languages spoken there, another name. */
const cities: [string, string, number, number, string, string?][] = [
  ['New York', 'us', 40.71, -74.01, 'en;es'],
  ['Chicago', 'us', 41.88, -87.63, 'en;es;pl'],
  ['Houston', 'us', 29.76, -95.37, 'en;es'],
  ['Los Angeles', 'us', 34.05, -118.24, 'en;es;ko'],
  ['Toronto', 'ca', 43.65, -79.38, 'en;fr'],
  ['Montréal', 'ca', 45.5, -73.57, 'fr;en', 'Montreal'],
  ['Ciudad de México', 'mx', 19.43, -99.13, 'es', 'Mexico City'],
  ['São Paulo', 'br', -23.55, -46.63, 'pt', 'Sao Paulo'],
  ['Buenos Aires', 'ar', -34.6, -58.38, 'es'],
  ['Bogotá', 'co', 4.71, -74.07, 'es'],
  ['London', 'gb', 51.51, -0.13, 'en'],
  ['Paris', 'fr', 48.86, 2.35, 'fr;en'],
  ['Berlin', 'de', 52.52, 13.4, 'de;en;tr'],
  ['München', 'de', 48.14, 11.58, 'de;en', 'Munich'],
  ['Köln', 'de', 50.94, 6.96, 'de;tr', 'Cologne'],
  ['Wien', 'at', 48.21, 16.37, 'de;en', 'Vienna'],
  ['Zürich', 'ch', 47.38, 8.54, 'de;fr;it', 'Zurich'],
  ['Madrid', 'es', 40.42, -3.7, 'es;en'],
  ['Barcelona', 'es', 41.39, 2.17, 'es;ca;en'],
  ['Roma', 'it', 41.9, 12.5, 'it;en', 'Rome'],
  ['Amsterdam', 'nl', 52.37, 4.9, 'nl;en'],
  ['Warszawa', 'pl', 52.23, 21.01, 'pl;en', 'Warsaw'],
  ['Stockholm', 'se', 59.33, 18.07, 'sv;en'],
  ['İstanbul', 'tr', 41.01, 28.98, 'tr;en', 'Istanbul'],
  ['Cairo', 'eg', 30.04, 31.24, 'ar;en'],
  ['Dubai', 'ae', 25.2, 55.27, 'ar;en;hi;ur'],
  ['Riyadh', 'sa', 24.71, 46.68, 'ar;en'],
  ['Doha', 'qa', 25.29, 51.53, 'ar;en'],
  ['Mumbai', 'in', 19.08, 72.88, 'hi;en;mr'],
  ['Delhi', 'in', 28.61, 77.21, 'hi;en'],
  ['Singapore', 'sg', 1.35, 103.82, 'en;zh;ms'],
  ['Tokyo', 'jp', 35.68, 139.69, 'ja;en'],
  ['Seoul', 'kr', 37.57, 126.98, 'ko;en'],
  ['Sydney', 'au', -33.87, 151.21, 'en'],
  ['Johannesburg', 'za', -26.2, 28.05, 'en;af;zu'],
  ['Lagos', 'ng', 6.52, 3.38, 'en;yo'],
  ['Nairobi', 'ke', -1.29, 36.82, 'en;sw'],
];
const first = ['Aurora', 'Summit', 'Harbor', 'Meridian', 'Cedar', 'Beacon', 'Northgate', 'Riverside', 'Lumen', 'Atlas'];
const second = ['Limb', 'Prosthetics', 'Orthopedic', 'Hand', 'Bionics', 'Mobility', 'Rehab', 'Fitting'];
const third = ['Center', 'Clinic', 'Studio', 'Lab', 'Institute', 'Care', 'Workshop'];

/** A small generator of numbers (mulberry32): the same seed, the same clinics. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` clinics as a clinics file, grouped by city as a partner team's spreadsheet might be. */
export function generatedClinics(count: number): string {
  const random = numbers(count);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const lines = [header];
  for (let i = 0; i < count; i++) {
    const [city, country, lat, lon, languages, alias] = cities[Math.floor((i * cities.length) / count)];
    const name = `${pick(first)} ${pick(second)} ${pick(third)} ${i + 1}`;
    const id = `clinic-${i + 1}`;
    const hands = productIds.filter(() => random() < 0.7);
    // Within about 40 km of the city's centre.
    const place = (centre: number, spread: number) => (centre + (random() - 0.5) * spread).toFixed(5);
    lines.push(
      [
        id,
        name,
        `${1 + Math.floor(random() * 400)} Example Street`,
        city,
        '',
        String(10000 + Math.floor(random() * 89999)),
        country,
        place(lat, 0.7),
        place(lon, 0.9),
        `+1 555-01${String(i % 100).padStart(2, '0')}`,
        `https://${id}.example.com`,
        `requests@${id}.example.com`,
        (hands.length ? hands : [productIds[0]]).join(';'),
        languages,
        random() < 0.9 ? 'yes' : 'no',
        alias ?? '',
        random() < 0.5 ? 'Mo-Fr 08:00-18:00' : '',
      ]
        .map((field) => (/[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
