// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleClinics } from '../../test/sample-clinics';
import { clinicData } from './clinics';

describe('the clinics as JSON-LD', () => {
  it('describes a clinic as a MedicalClinic with its postal code, region, place to five decimals and hours', () => {
    const { data } = sampleClinics();
    const [isar] = clinicData([data.byId('isar-prothetik')!], 'https://phoenix.example');
    expect(isar).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': 'https://phoenix.example/clinics#isar-prothetik',
      name: 'Isar Prothetik',
      url: 'https://isar-prothetik.example.com',
      telephone: '+49 89 99998 142',
      email: 'praxis@isar-prothetik.example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Fiktivweg 7',
        addressLocality: 'München',
        addressRegion: 'Bayern',
        postalCode: '80331',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.13701, longitude: 11.57502 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => `https://schema.org/${day}`),
          opens: '08:00',
          closes: '17:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Friday'],
          opens: '08:00',
          closes: '14:00',
        },
      ],
      availableLanguage: ['de', 'en'],
    });
  });

  it('leaves out what a clinic does not have (no region in Doha, no hours)', () => {
    const [pearl] = clinicData([sampleClinics().data.byId('pearl-bionics')!], 'https://phoenix.example');
    expect(pearl.address).not.toHaveProperty('addressRegion');
    expect(pearl.address).not.toHaveProperty('postalCode');
    expect(pearl).not.toHaveProperty('openingHoursSpecification');
  });
});
