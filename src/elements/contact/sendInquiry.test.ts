import { describe, expect, it, vi } from 'vitest';
import type { InquiryRequest } from '../../inquiry/schema';
import { sendInquiry } from './sendInquiry';

const request: InquiryRequest = {
  name: 'Ada \ud800 Lovelace',
  email: 'ada@example.com',
  phone: '',
  inquiry: 'consultation',
  subject: 'Fitting',
  message: 'Half a pair: \udc00',
  pageUrl: 'https://clinic.example/',
  idempotencyKey: 'k-1',
};

describe('sending an inquiry', () => {
  it('sends U+FFFD in place of each lone surrogate, so that a retry carries the same text the receiver kept', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"1"}', { status: 201 }));
    expect(await sendInquiry('https://api.example/api/inquiries', request)).toEqual({ ok: true, id: '1' });
    const body = String(fetch.mock.calls[0][1]?.body);
    expect(JSON.parse(body)).toMatchObject({ name: 'Ada \ufffd Lovelace', message: 'Half a pair: \ufffd' });
    expect(body).not.toMatch(/\\ud[89a-f]/i);
  });
});
