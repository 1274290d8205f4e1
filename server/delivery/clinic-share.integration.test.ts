// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import { recordOf } from '../../src/inquiry/record.ts';
import { request } from '../../test/server/sqlite-inquiries.ts';
import { type ClinicsLookup, clinicShareOf } from './clinic-share.ts';

const clinics: ClinicsLookup = (id) =>
  ({
    'by-mail': {
      known: true,
      id,
      name: 'By Mail',
      acceptsRequests: true,
      contact: { email: 'requests@mail.example' },
      languages: ['de'],
      country: 'de',
    },
    'by-hook': {
      known: true,
      id,
      name: 'By Hook',
      acceptsRequests: true,
      contact: { webhook: 'https://hook.example/' },
      languages: ['en'],
      country: 'us',
    },
    closed: { known: true, id, name: 'Closed', acceptsRequests: false, languages: ['en'], country: 'us' },
  })[id] ?? { known: false, id };

const both = { consents: ['health', 'clinic'] as ('health' | 'clinic')[], privacyNotice: privacyNotice.version };
const shared = (over: Parameters<typeof request>[1] = {}) =>
  recordOf(request(1, { clinic: 'by-mail', ...both, ...over }), 'inquiry-1', '2026-11-29T09:00:00.000Z');
const mailOnly = { email: true, webhook: false };

describe('whether a clinic gets a request', () => {
  it('shares it with both consents against a published notice, to a clinic that takes requests', () => {
    expect(clinicShareOf(shared(), clinics, mailOnly)).toEqual({
      ok: true,
      name: 'By Mail',
      clinic: { id: 'by-mail', name: 'By Mail', languages: ['de'], contact: { email: 'requests@mail.example' } },
    });
    expect(clinicShareOf(shared({ privacyNotice: '2026-11-26.2' }), clinics, mailOnly).ok).toBe(true);
  });

  it.each([
    [
      'without the health consent, whatever the type',
      { consents: ['clinic'], inquiry: 'partnership' },
      'NO_HEALTH_CONSENT',
    ],
    ['without the share consent', { consents: ['health'] }, 'NO_SHARE_CONSENT'],
    ['against a notice never published', { privacyNotice: '1999-01-01' }, 'UNKNOWN_NOTICE_VERSION'],
    ['against no notice', { privacyNotice: undefined }, 'UNKNOWN_NOTICE_VERSION'],
    ['against a notice that had no clinic box', { privacyNotice: '2026-11-26' }, 'UNKNOWN_NOTICE_VERSION'],
    ['to a clinic the file does not have', { clinic: 'gone' }, 'CLINIC_RETIRED'],
    ['to a clinic that takes no requests', { clinic: 'closed' }, 'CLINIC_TAKES_NO_REQUESTS'],
    ['to a webhook with no clinic secret set', { clinic: 'by-hook' }, 'CHANNEL_NOT_CONFIGURED'],
    ['to a value that is no clinic id', { clinic: 'Not <an> id' }, 'INVALID_CLINIC'],
  ])('withholds it %s', (_, over, reason) => {
    const decided = clinicShareOf(shared(over as Parameters<typeof request>[1]), clinics, mailOnly);
    expect(decided).toMatchObject({ ok: false, reason });
  });

  it('withholds it before the clinics file is read', () => {
    expect(clinicShareOf(shared(), () => undefined, mailOnly)).toMatchObject({ ok: false, reason: 'CLINICS_NOT_READ' });
  });
});
