// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemLines, readClinicsCsv } from './read-csv';

const sample = readFileSync(new URL('./sample.csv', import.meta.url), 'utf8');
const header = sample.split('\n')[0];
const row = (id: string, overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    id,
    name: 'Test Clinic',
    street: 'Example Street 1',
    city: 'Berlin',
    region: 'Berlin',
    postalCode: '10117',
    country: 'de',
    latitude: '52.51702',
    longitude: '13.38904',
    phone: '+49 30 000 000',
    website: 'https://test.example.com',
    email: 'info@test.example.com',
    hands: 'neural-pro-x1',
    languages: 'de;en',
    acceptsRequests: 'yes',
    aliases: '',
    openingHours: '',
    ...overrides,
  };
  return header
    .split(',')
    .map((name) => (/[",\n]/.test(fields[name]) ? `"${fields[name].replace(/"/g, '""')}"` : fields[name]))
    .join(',');
};
const file = (...rows: string[]) => [header, ...rows].join('\n');

describe('the clinics file', () => {
  it('reads the sample: 25 clinics, each with its place, hands, languages and where requests go', () => {
    const { clinics, problems } = readClinicsCsv(sample);
    expect(problems).toEqual([]);
    expect(clinics).toHaveLength(25);
    expect(clinics.find((c) => c.id === 'isar-prothetik')).toMatchObject({
      name: 'Isar Prothetik',
      city: 'München',
      region: 'Bayern',
      postalCode: '80331',
      country: 'de',
      lat: 48.13701,
      lon: 11.57502,
      hands: ['neural-pro-x1', 'flexigrip-elite', 'smarthand-ai'],
      languages: ['de', 'en'],
      aliases: ['Munich'],
      acceptsRequests: true,
      requests: { email: 'praxis@isar-prothetik.example.com' },
      hours: [
        { days: ['Mo', 'Tu', 'We', 'Th'], opens: '08:00', closes: '17:00' },
        { days: ['Fr'], opens: '08:00', closes: '14:00' },
      ],
    });
  });

  it('reports a bad row by its line number and column, and keeps the good ones', () => {
    const { clinics, problems } = readClinicsCsv(
      file(row('a-clinic'), row('b-clinic', { latitude: '91.5' }), row('c-clinic')),
    );
    expect(problems).toEqual([
      { line: 3, column: 'latitude', message: 'latitude ("91.5") must be between -90 and 90' },
    ]);
    expect(clinics.map((c) => c.id)).toEqual(['a-clinic', 'c-clinic']);
    expect(problemLines('clinics.csv', problems)).toEqual([
      'clinics.csv, line 3: latitude ("91.5") must be between -90 and 90',
    ]);
  });

  it('counts lines as the file has them: empty lines and fields spanning lines included', () => {
    const { problems } = readClinicsCsv(
      file(row('a-clinic', { street: 'Example Street 1\nBuilding 2' }), '', row('b-clinic', { hands: 'hook-hand' })),
    );
    expect(problems).toEqual([
      {
        line: 5,
        column: 'hands',
        message:
          'hands ("hook-hand") names a hand phx does not know: hook-hand (known: neural-pro-x1, flexigrip-elite, smarthand-ai)',
      },
    ]);
  });

  it('names each problem a partner team can make in a row', () => {
    const cases: [Record<string, string>, string][] = [
      [{ id: 'Bad Id' }, 'id'],
      [{ name: ' ' }, 'name'],
      [{ country: 'uk' }, 'country'],
      [{ country: 'xx' }, 'country'],
      [{ longitude: 'east' }, 'longitude'],
      [{ website: 'clinic.example' }, 'website'],
      [{ email: 'nobody' }, 'email'],
      [{ languages: 'english' }, 'languages'],
      [{ acceptsRequests: 'maybe' }, 'acceptsRequests'],
      [{ acceptsRequests: 'yes', email: '' }, 'acceptsRequests'],
      [{ openingHours: 'weekdays 8-6' }, 'openingHours'],
    ];
    for (const [overrides, column] of cases) {
      const { problems } = readClinicsCsv(file(row('a-clinic', overrides)));
      expect(
        problems.map((p) => [p.line, p.column]),
        JSON.stringify(overrides),
      ).toEqual([[2, column]]);
    }
  });

  it('refuses an id used twice, naming the first line', () => {
    const { problems } = readClinicsCsv(file(row('a-clinic'), row('a-clinic')));
    expect(problems).toEqual([
      { line: 3, column: 'id', message: 'id ("a-clinic") is the id of the clinic on line 2 too' },
    ]);
  });

  it('refuses a header without a column it needs, or with one it does not know', () => {
    const missing = readClinicsCsv(sample.replace(',postalCode,', ',postcode,'));
    expect(missing.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('column phx does not know: "postcode"'),
      'the header has no column "postalCode"',
    ]);
  });

  it('sends requests to a webhook of the clinic’s own where it has one, and knows clinics that take none', () => {
    const header2 = `${header},requestsWebhook`;
    const { clinics, problems } = readClinicsCsv(
      [
        header2,
        `${row('a-clinic')},https://hooks.example.com/a`,
        `${row('b-clinic', { acceptsRequests: 'no' })},`,
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(clinics[0].requests).toEqual({ webhook: 'https://hooks.example.com/a' });
    expect(clinics[1]).toMatchObject({ acceptsRequests: false });
    expect(clinics[1].requests).toBeUndefined();
  });

  it('reports a quote left open with its line', () => {
    const { problems } = readClinicsCsv(file(row('a-clinic'), 'b-clinic,"Open quote'));
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(3);
  });
});
