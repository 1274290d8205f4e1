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
import { inquiryFields, parseDraft, requestSchema } from './schema';

describe('the stored inquiry', () => {
  it('keeps every field of a request but the honeypot, after the id and the time received', () => {
    expect(storedFields).toEqual([
      'id',
      'receivedAt',
      ...Object.keys(requestSchema.entries).filter((field) => field !== 'website'),
    ]);
    expect(storedFields).toContain('pageUrl');
    expect(storedFields).not.toContain('website');
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
});
