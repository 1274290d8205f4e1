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
      'company.json, line 27: privacy.email must be an e-mail address, such as privacy@example.com',
    );
    expect(fails(sample.replace('"country": "DE"', '"country": "Germany"'))).toThrow(
      /^company\.json, line 38: privacy\.euRepresentative\.address\.country must be a two-letter country code/,
    );
  });

  it('names a field that is missing, and one that is misspelt', () => {
    expect(fails(sample.replace(/\s*"vatId": "US-00-0000000",/, ''))).toThrow('company.json, line 1: vatId is missing');
    expect(fails(sample.replace('"register"', '"registar"'))).toThrow(
      'company.json, line 14: registar is not a field of the company details: is it misspelt?',
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
