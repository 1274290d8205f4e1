// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyDetails } from './company';
import { sampleDetails } from './company-legal';
import { parseCompanyFile } from './company-file';

const sample = readFileSync(new URL('./company.sample.json', import.meta.url), 'utf8');
const fails = (text: string) => () => parseCompanyFile(text, 'company.json');

describe('the company file', () => {
  it('of the repository is the sample, and says so', () => {
    expect(parseCompanyFile(sample, 'company.sample.json')).toEqual(companyDetails);
    expect(sampleDetails).toBe(true);
  });

  it('names the line and the field of a value that cannot be used', () => {
    expect(fails(sample.replace('"privacy@example.com"', '"nobody"'))).toThrow(
      'company.json, line 29: privacy.email must be an e-mail address, such as privacy@example.com',
    );
    expect(fails(sample.replace('"country": "DE"', '"country": "Germany"'))).toThrow(
      /^company\.json, line 43: privacy\.euRepresentative\.address\.country must be a two-letter country code/,
    );
  });

  it('names a field that is missing, and one that is misspelt', () => {
    expect(fails(sample.replace(/\s*"disputeResolution": \{[^}]*\},/, ''))).toThrow(
      'company.json, line 1: disputeResolution is missing',
    );
    expect(fails(sample.replace('"register"', '"registar"'))).toThrow(
      'company.json, line 14: registar is not a field of the company details: is it misspelt?',
    );
  });

  it('may leave out the register and the VAT ID (the legal notice then shows no such row)', () => {
    const without = sample.replace(/\s*"register": "[^"]*",/, '').replace(/\s*"vatId": "[^"]*",/, '');
    expect(parseCompanyFile(without, 'company.json')).not.toHaveProperty('vatId');
  });

  it('names the board when the company takes part in consumer dispute resolution (§ 36 VSBG)', () => {
    expect(fails(sample.replace('"participation": "no"', '"participation": "willing"'))).toThrow(
      'disputeResolution.board must name the consumer arbitration board',
    );
  });

  it('asks how long the team keeps the copies of a request', () => {
    expect(fails(sample.replace(/"copies": \{[^}]*\}/, '"copies": {}'))).toThrow(
      'privacy.copies.teamMailDays is missing',
    );
  });

  it('names the line where it is not JSON', () => {
    expect(fails(sample.replace('"+1 (555) 010-4200",', '"+1 (555) 010-4200"'))).toThrow(
      'company.json, line 12: a comma or } was expected here (the file must be JSON).',
    );
  });

  it('asks how a transfer outside the EU is protected when it names a country', () => {
    expect(fails(sample.replace(',\n      "safeguard": "standardContractualClauses"', ''))).toThrow(
      'privacy.transfers.safeguard must say how the transfer to US is protected',
    );
  });
});
