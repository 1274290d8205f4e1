// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleClinics } from '../../test/sample-clinics';
import { byDistance, distanceKm, find, fold } from './finding';

const { index } = sampleClinics().data;
const english = new Intl.DisplayNames('en', { type: 'region' });
const countryName = (code: string) => fold(english.of(code.toUpperCase())!);
const namesOf = (positions: ArrayLike<number>) => Array.from(positions, (p) => index.names[p]);
const search = (query: string, more: object = {}) => namesOf(find(index, { query, ...more }, countryName));

describe('finding clinics', () => {
  it('ignores accents and case: "munchen", "MÜNCHEN" and the other name "munich" find München', () => {
    for (const query of ['munchen', 'MÜNCHEN', 'München', 'munich', 'Munich '])
      expect(search(query)).toEqual(['Isar Prothetik']);
  });

  it('finds accented names typed without their accents, and the other way round', () => {
    expect(search('protesis y ortesis')).toEqual(['Giralda Prótesis y Órtesis']);
    expect(search('biònica')).toEqual(['Eixample Biònica']);
    expect(search('bionica')).toEqual(['Eixample Biònica']);
    expect(search('koln')).toEqual(['Dom Orthopädie am Rhein']);
  });

  it('needs every word, in the name, the place, the region, the postal code or the country', () => {
    expect(search('berlin spandau')).toEqual(['Havel Handzentrum']);
    expect(search('bayern')).toEqual(['Isar Prothetik']);
    expect(search('10117')).toEqual(['Spree Orthopädietechnik']);
    expect(search('spain')).toHaveLength(5);
    expect(search('madrid germany')).toEqual([]);
  });

  it('filters by hand and by language, with or without a search', () => {
    expect(search('', { hand: 'smarthand-ai', language: 'ur' })).toEqual([
      'Creek Prosthetics Centre',
      'Najd Rehabilitation & Prosthetics',
    ]);
    expect(search('', { language: 'xx' })).toEqual([]);
  });

  it('sorts by distance, nearest first, and knows how far each is', () => {
    const all = find(index, { query: '' }, countryName);
    const { positions, km } = byDistance(index, all, { lat: 52.52, lon: 13.4 });
    expect(namesOf(positions).slice(0, 4)).toEqual([
      'Spree Orthopädietechnik',
      'Havel Handzentrum',
      'Alster Reha-Technik',
      'Main Hand & Prothese',
    ]);
    expect(Math.round(km[positions[0]])).toBe(1);
    const havel = index.positionOf.get('havel-handzentrum')!;
    expect(Math.round(distanceKm({ lat: 52.51702, lon: 13.38904 }, index.lat[havel], index.lon[havel]))).toBe(13);
    expect(Math.round(distanceKm({ lat: 40.7128, lon: -74.006 }, 51.5074, -0.1278))).toBe(5570);
  });
});
