// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  columnDefinitions,
  nullableFields,
  recordFrom,
  recordOf,
  selectList,
  storedFields,
  typedFields,
} from './record';
import { missingConsents } from './consent';
import { inquiryFields, parseDraft, parseStoredDraft, requestSchema, validateInquiry } from './schema';

describe('the stored inquiry', () => {
  it('keeps every field of a request but the honeypot, after the id and the time received, then each consent', () => {
    expect(storedFields).toEqual([
      'id',
      'receivedAt',
      ...Object.keys(requestSchema.entries).filter(
        (field) => !['website', 'consents', 'privacyNotice'].includes(field),
      ),
      'healthConsentAt',
      'healthConsentNotice',
      'clinicConsentAt',
      'clinicConsentNotice',
    ]);
    expect(storedFields).toContain('pageUrl');
    expect(storedFields).not.toContain('website');
  });

  it('records a consent as given when the request was received, against the notice it names', () => {
    const request = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      inquiry: 'consultation' as const,
      subject: 'S',
      message: 'M',
      pageUrl: 'https://x/',
      idempotencyKey: 'k',
    };
    const given = recordOf(
      { ...request, consents: ['health'], privacyNotice: '2026-11-26' },
      'i',
      '2026-12-01T09:00:00.000Z',
    );
    expect(given).toMatchObject({ healthConsentAt: '2026-12-01T09:00:00.000Z', healthConsentNotice: '2026-11-26' });
    expect(missingConsents(given)).toEqual([]);
    const without = recordOf(request, 'i', '2026-12-01T09:00:00.000Z');
    expect(without).toMatchObject({ healthConsentAt: null, healthConsentNotice: null });
    expect(missingConsents(without)).toEqual(['health']);
    expect(recordFrom(given)).toEqual(given);
    // An older row, made before consents were recorded, reads as one without them.
    const { healthConsentAt: _at, healthConsentNotice: _notice, ...older } = given;
    expect(missingConsents(recordFrom(older)!)).toEqual(['health']);
  });

  it('gives each consent nullable columns, so that a table made before it keeps its rows', () => {
    expect(columnDefinitions()).toContain('health_consent_at TEXT');
    expect(columnDefinitions()).toContain('health_consent_notice TEXT');
    expect(nullableFields).toEqual(expect.arrayContaining(['healthConsentAt', 'healthConsentNotice']));
  });

  it('takes a request’s consents as a list of the kinds it knows, a kind it does not know left out', () => {
    const checked = validateInquiry({
      name: 'Ada',
      email: 'ada@example.com',
      inquiry: 'general',
      subject: 'S',
      message: 'M',
      idempotencyKey: 'k',
      consents: ['health', 'newsletter'],
      privacyNotice: '2026-11-26',
    });
    expect(checked.ok && checked.value.consents).toEqual(['health']);
    const wrong = validateInquiry({ ...(checked.ok ? checked.value : {}), consents: 'health' });
    expect(wrong.ok).toBe(false);
  });

  it('has a column for each field, NOT NULL unless the request may leave it out', () => {
    expect(nullableFields).toContain('lang');
    expect(nullableFields).not.toContain('pageUrl');
    expect(columnDefinitions()).toContain('page_url TEXT NOT NULL');
    expect(columnDefinitions()).toContain('idempotency_key TEXT NOT NULL UNIQUE');
    expect(columnDefinitions()).toContain('lang TEXT');
    expect(selectList('i')).toContain('i.received_at AS "receivedAt"');
  });

  it('is made from a request and read back from a row, a missing language stored as null', () => {
    const request = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      inquiry: 'support' as const,
      subject: 'S',
      message: 'M',
      pageUrl: 'https://x/',
      idempotencyKey: 'k',
      lang: undefined,
      website: 'bot',
    };
    const record = recordOf(request, 'id-1', '2026-01-01T00:00:00.000Z');
    const { website: _honeypot, ...kept } = request;
    expect(record).toMatchObject({ ...kept, id: 'id-1', receivedAt: '2026-01-01T00:00:00.000Z', lang: null });
    expect(Object.keys(record)).not.toContain('website');
    expect(recordFrom({ ...record, extra: 'x' })).toEqual(record);
    expect(recordFrom({ name: 'no id' })).toBeNull();
  });

  it('lists the form in the order of the schema, and checks a saved draft against every field of it', () => {
    expect(inquiryFields).toEqual(typedFields);
    const draft = { name: 'A', email: 'a@x', phone: '', inquiry: 'general', subject: 'S', message: 'M' };
    expect(parseDraft(draft)).toEqual(draft);
    expect(parseDraft({ ...draft, message: undefined })).toBeNull();
    expect(parseDraft({ ...draft, inquiry: 'other' })).toBeNull();
  });

  it('reads a stored draft with the key of its last send, dropping a key of the wrong shape but not the draft', () => {
    const draft = { name: 'A', email: 'a@x', phone: '', inquiry: 'general', subject: 'S', message: 'M' };
    const sentAs = { key: 'k-1', text: JSON.stringify(draft) };
    expect(parseStoredDraft(JSON.stringify({ draft, sentAs }))).toEqual({ draft, sentAs });
    expect(parseStoredDraft(JSON.stringify({ draft }))?.draft).toEqual(draft);
    expect(parseStoredDraft(JSON.stringify({ draft, sentAs: { key: 1, text: 'x' } }))?.sentAs).toBeUndefined();
    expect(parseStoredDraft(JSON.stringify({ draft, sentAs: { key: 1, text: 'x' } }))?.draft).toEqual(draft);
    expect(parseStoredDraft(JSON.stringify({ draft: { ...draft, inquiry: 'other' }, sentAs }))).toBeNull();
    expect(parseStoredDraft('null')).toBeNull();
    expect(parseStoredDraft('{not json')).toBeNull();
  });
});
