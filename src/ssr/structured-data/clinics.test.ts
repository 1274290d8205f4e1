// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clinicData } from './clinics';

describe('the clinics as JSON-LD', () => {
  it('describes each partner clinic as a MedicalClinic with its address, place and languages', () => {
    const data = clinicData();
    expect(data).toHaveLength(25);
    expect(data.find((c) => c.name === 'Isar Prothetik')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': 'https://isar-prothetik.example.com#clinic',
      name: 'Isar Prothetik',
      url: 'https://isar-prothetik.example.com',
      telephone: '+49 89 99998 142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Fiktivweg 7',
        addressLocality: 'Munich',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.137, longitude: 11.575 },
      availableLanguage: ['de', 'en'],
    });
  });
});
