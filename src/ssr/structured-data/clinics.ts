/** The partner clinics as schema.org MedicalClinic entries, for the /clinics page's JSON-LD. Pure: no I/O. */
import type { Clinic, Weekday } from '../../content/clinics/clinic';

const dayNames: Record<Weekday, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** Five decimals (about a metre), as Google asks for. */
const degrees = (value: number) => Math.round(value * 1e5) / 1e5;

/** Each clinic the page shows, as the page shows it: address with postal code and region, place, hours. */
export function clinicData(clinics: readonly Clinic[], origin: string) {
  return clinics.map((clinic) => ({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/clinics#${clinic.id}`,
    name: clinic.name,
    ...(clinic.website ? { url: clinic.website } : {}),
    ...(clinic.phone ? { telephone: clinic.phone } : {}),
    ...(clinic.email ? { email: clinic.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.street.replace(/\n/g, ', '),
      addressLocality: clinic.city,
      ...(clinic.region ? { addressRegion: clinic.region } : {}),
      ...(clinic.postalCode ? { postalCode: clinic.postalCode } : {}),
      addressCountry: clinic.country.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: degrees(clinic.lat), longitude: degrees(clinic.lon) },
    ...(clinic.hours.length
      ? {
          openingHoursSpecification: clinic.hours.map(({ days, opens, closes }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days.map((day) => `https://schema.org/${dayNames[day]}`),
            opens,
            closes,
          })),
        }
      : {}),
    availableLanguage: clinic.languages,
  }));
}
