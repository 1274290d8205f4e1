/** The partner clinics as schema.org MedicalClinic entries, for the /clinics page's JSON-LD. Pure: no I/O. */
import { clinics } from '../../content/clinics';

export function clinicData() {
  return clinics.map((clinic) => ({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${clinic.website}#clinic`,
    name: clinic.name,
    url: clinic.website,
    telephone: clinic.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.slice(0, -1).join(', ') || clinic.address[0],
      addressLocality: clinic.city,
      addressCountry: clinic.country.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.lat, longitude: clinic.lon },
    availableLanguage: clinic.languages,
  }));
}
