import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactDetails } from '../../content/company';
import { limits } from '../../inquiry/schema';
import { privacyNotice } from '../../content/privacy-notice';
import { checkbox, field, type } from '../../test/form';
import { renderElement, textOf } from '../../test/render';
import { settle, waitFor } from '../../test/wait';

const visitor = {
  'Full Name': 'Ada Example',
  'Email Address': 'ada@example.com',
  'Phone Number': '+1 555 0100',
  Subject: 'Fitting',
  Message: 'I would like to book a consultation.',
};

const healthConsent = 'I agree that Phoenix Bionics may use the health details in my message to answer my request.';

/** Fills every field, as a visitor does; and ticks the consent box unless told not to. */
function fill(root: ShadowRoot, { consent = true } = {}) {
  for (const [label, value] of Object.entries(visitor)) type(field(root, label), value);
  if (consent) checkbox(root, healthConsent).click();
}

const submit = (root: ShadowRoot) =>
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('<phx-contact>', () => {
  it('shows the form with its six fields, contact hours and the way to the partner clinics', async () => {
    const { root } = await renderElement('phx-contact');
    expect(field(root, 'Full Name').required).toBe(true);
    expect(field(root, 'Email Address').type).toBe('email');
    expect(field(root, 'Phone Number').required).toBe(false);
    expect(field(root, 'Phone Number').type).toBe('tel');
    expect(field<HTMLSelectElement>(root, 'Inquiry Type').value).toBe('general');
    expect([...field<HTMLSelectElement>(root, 'Inquiry Type').options].map((o) => o.text)).toEqual([
      'General Information',
      'Schedule Consultation',
      'Technical Support',
      'Insurance Questions',
      'Partnership Opportunities',
    ]);
    expect(field<HTMLTextAreaElement>(root, 'Message').getAttribute('rows')).toBe('6');
    const text = textOf(root);
    for (const line of [
      'Monday to Friday: 8 AM to 6 PM',
      'Saturday: 9 AM to 3 PM',
      'In a medical emergency, call your local emergency number.',
      'Find a clinic',
    ])
      expect(text).toContain(line);
    expect(root.querySelector<HTMLAnchorElement>('a[href$="/clinics"]')!.textContent).toBe('Find a clinic');
    expect(root.querySelector('button[type=submit]')!.textContent).toBe('Send Message');
  });

  it('says at the form and beside the contact details that the sample company’s details are samples', async () => {
    const { root } = await renderElement('phx-contact');
    const notes = [...root.querySelectorAll('[role=note]')];
    expect(notes.map((note) => note.textContent)).toEqual([
      'Sample details: the company on this page is an example, not a real company. Do not send real health details through this site.',
      'Sample details: the company on this page is an example, not a real company. Do not send real health details through this site.',
    ]);
    expect(notes[0].closest('form')).not.toBeNull();
    expect(notes[1].closest('form')).toBeNull();
  });

  it('promises no 24/7 support without a 24/7 line in the company file, and says where a medical emergency goes', async () => {
    const { root } = await renderElement('phx-contact');
    expect(textOf(root)).not.toMatch(/24\/7|around the clock/i);
    expect(textOf(root)).toContain('In a medical emergency, call your local emergency number.');
  });

  it('leads to the partner clinics (their map is the site’s contact page’s, not the element’s)', async () => {
    const { root } = await renderElement('phx-contact');
    const clinicLinks = [...root.querySelectorAll('a')].filter((a) => a.pathname === '/clinics');
    expect(clinicLinks.map((a) => a.textContent)).toEqual(['Find a clinic', 'See all partner clinics']);
    expect(root.querySelector('svg[role=img]')).toBeNull();
  });

  it('preselects the inquiry type named by the inquiry attribute', async () => {
    const { root } = await renderElement('phx-contact', { inquiry: 'consultation' });
    expect(field<HTMLSelectElement>(root, 'Inquiry Type').value).toBe('consultation');
  });

  it('warns once about an unknown inquiry type and falls back to general', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await renderElement('phx-contact', { inquiry: 'pizza' });
    expect(field<HTMLSelectElement>(root, 'Inquiry Type').value).toBe('general');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/<phx-contact>: inquiry="pizza" is not valid: .*general, consultation/);
  });

  describe('without an endpoint', () => {
    const loader = Symbol.for('phx.loader');
    afterEach(() => {
      delete (globalThis as Record<symbol, unknown>)[loader];
    });

    it('loaded from the company server, sends to that server’s receiver and shows success on its 2xx', async () => {
      (globalThis as Record<symbol, unknown>)[loader] = { from: 'https://phoenix.example/phx/phx.js' };
      const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
      const { root } = await renderElement('phx-contact');
      fill(root);
      submit(root);
      await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://phoenix.example/api/inquiries']);
      expect(field(root, 'Full Name').value).toBe('');
    });

    it('with no receiver known, fails where the visitor sees it: the company’s phone and e-mail, the draft kept, one console error', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetch = vi.spyOn(globalThis, 'fetch');
      const { element, root } = await renderElement('phx-contact', { lang: 'de' });
      const events: string[] = [];
      for (const name of ['phx-submit-success', 'phx-submit-error'])
        element.addEventListener(name, (e) => events.push(`${name}:${(e as CustomEvent).detail.reason ?? ''}`));
      await waitFor(() => textOf(root).includes('Nachricht senden'));
      for (const [label, value] of Object.entries({
        'Vor- und Nachname': 'Ada Example',
        'E-Mail-Adresse': 'ada@example.com',
        Betreff: 'Fitting',
        Nachricht: 'Hallo',
      }))
        type(field(root, label), value);
      checkbox(
        root,
        'Ich willige ein, dass Phoenix Bionics die Gesundheitsdaten in meiner Nachricht nutzt, um meine Anfrage zu beantworten.',
      ).click();
      submit(root);
      await waitFor(() => textOf(root).includes('Ihre Nachricht wurde nicht gesendet'));
      expect(textOf(root)).toContain(
        `Bitte rufen Sie uns unter ${contactDetails.phone} an oder schreiben Sie uns an ${contactDetails.email}.`,
      );
      expect(field(root, 'Vor- und Nachname').value).toBe('Ada Example');
      expect(events).toEqual(['phx-submit-error:endpoint']);
      expect(fetch).not.toHaveBeenCalled();
      submit(root);
      await waitFor(() => events.length === 2);
      expect(error.mock.calls.map(([line]) => line)).toEqual([expect.stringContaining('configure({ endpoint })')]);
    });

    it('with endpoint="simulate", shows success without a request and notes once that nothing was sent', async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const fetch = vi.spyOn(globalThis, 'fetch');
      const { root } = await renderElement('phx-contact', { endpoint: 'simulate' });
      fill(root);
      type(field<HTMLSelectElement>(root, 'Inquiry Type'), 'insurance');
      submit(root);
      await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
      expect(textOf(root)).toContain("We'll get back to you within 24 hours.");
      for (const label of Object.keys(visitor)) expect(field(root, label).value).toBe('');
      expect(field<HTMLSelectElement>(root, 'Inquiry Type').value).toBe('general');
      expect(fetch).not.toHaveBeenCalled();
      expect(info.mock.calls.map(([line]) => line)).toEqual([expect.stringContaining('endpoint="simulate"')]);
      expect(root.querySelector('form')!.hasAttribute('action')).toBe(false);
    });
  });

  it('keeps the draft in session storage and restores it in a new element', async () => {
    const first = await renderElement('phx-contact');
    fill(first.root);
    await waitFor(() => Object.keys(sessionStorage).length === 1);
    await settle(() => first.element.remove());
    const second = await renderElement('phx-contact');
    // The saved draft comes back once its check (the inquiry's schema) has loaded.
    await waitFor(() => field(second.root, 'Full Name').value === 'Ada Example');
    expect(field<HTMLTextAreaElement>(second.root, 'Message').value).toBe(visitor.Message);
  });

  it('shows the draft again at once in a form shown anew on the same page (another route or language)', async () => {
    const first = await renderElement('phx-contact');
    fill(first.root);
    await waitFor(() => Object.keys(sessionStorage).length === 1);
    await settle(() => first.element.remove());
    // Nothing to fetch: the check (the inquiry's schema) never loads here, and the draft comes back all the same.
    vi.doMock('../../inquiry/schema', () => new Promise(() => {}));
    try {
      const second = await renderElement('phx-contact');
      expect(field(second.root, 'Full Name').value).toBe('Ada Example');
      expect(field<HTMLTextAreaElement>(second.root, 'Message').value).toBe(visitor.Message);
    } finally {
      vi.doUnmock('../../inquiry/schema');
    }
  });

  it('keeps separate drafts for two elements on one page', async () => {
    const a = await renderElement('phx-contact');
    const b = await renderElement('phx-contact');
    type(field(a.root, 'Full Name'), 'First visitor');
    type(field(b.root, 'Full Name'), 'Second visitor');
    await waitFor(() => Object.keys(sessionStorage).length === 2);
    expect(Object.values(sessionStorage).join()).toContain('First visitor');
    expect(Object.values(sessionStorage).join()).toContain('Second visitor');
  });

  it('posts the inquiry to the endpoint and emits phx-submit and phx-submit-success', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
    const { element, root } = await renderElement('phx-contact', { endpoint: 'https://clinic.example/api/inquiries' });
    const events: string[] = [];
    for (const name of ['phx-submit', 'phx-submit-success', 'phx-submit-error'])
      element.addEventListener(name, () => events.push(name));
    fill(root);
    submit(root);
    await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://clinic.example/api/inquiries');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({
      name: 'Ada Example',
      email: 'ada@example.com',
      inquiry: 'general',
      subject: 'Fitting',
    });
    expect(body.idempotencyKey).toBeTruthy();
    expect(body.pageUrl).toBe(location.href);
    expect(events).toEqual(['phx-submit', 'phx-submit-success']);
    expect(field(root, 'Full Name').value).toBe('');
  });

  it('sends no more of a long page address than the receiver keeps', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
    const before = location.href;
    history.replaceState(null, '', `?ref=${'x'.repeat(limits.pageUrl * 4)}`);
    try {
      const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
      fill(root);
      submit(root);
      await waitFor(() => fetch.mock.calls.length === 1);
      const { pageUrl } = JSON.parse(String(fetch.mock.calls[0][1]!.body));
      expect(pageUrl).toBe(location.href.slice(0, limits.pageUrl));
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('keeps the draft and offers to try again when the server fails; the retry re-uses the idempotency key', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('oops', { status: 500 }))
      .mockResolvedValueOnce(new Response('{"id":"r1"}', { status: 201 }));
    const { element, root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    const errors: CustomEvent[] = [];
    element.addEventListener('phx-submit-error', (e) => errors.push(e as CustomEvent));
    fill(root);
    submit(root);
    await waitFor(() => textOf(root).includes('Your message was not sent'));
    expect(errors[0].detail.reason).toBe('server');
    expect(field(root, 'Full Name').value).toBe('Ada Example');
    const retry = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    retry.click();
    await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
    const keys = fetch.mock.calls.map(([, init]) => JSON.parse(String(init!.body)).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends once however often the form is submitted while sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    fill(root);
    submit(root);
    await waitFor(() => root.querySelector('button[type=submit]')!.textContent === 'Sending…');
    submit(root);
    submit(root);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button[type=submit]')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('words the receiver’s field error codes next to the fields and focuses the first', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ errors: { email: 'email', subject: 'This wording is not a code' } }), {
        status: 400,
      }),
    );
    const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    fill(root);
    submit(root);
    const email = field(root, 'Email Address');
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    const said = (control: HTMLElement) => root.getElementById(control.getAttribute('aria-describedby')!)!.textContent;
    expect(said(email)).toBe('Please enter an email address such as name@example.com.');
    expect(said(field(root, 'Subject'))).toBe('Please check this field.');
    await waitFor(() => root.activeElement === email);
  });

  it('sends the honeypot field with the inquiry, so a bot that fills it in the page is caught', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
    const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    fill(root);
    type(root.querySelector<HTMLInputElement>('input[name=website]')!, 'http://spam.example');
    submit(root);
    await waitFor(() => fetch.mock.calls.length === 1);
    expect(JSON.parse(String(fetch.mock.calls[0][1]!.body)).website).toBe('http://spam.example');
  });

  it('never pretends to send to an endpoint that is not http(s): it keeps the draft and says it cannot send', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { element, root } = await renderElement('phx-contact', { endpoint: 'data:application/json,{"id":"x"}' });
    const events: string[] = [];
    for (const name of ['phx-submit-success', 'phx-submit-error'])
      element.addEventListener(name, (e) => events.push(`${name}:${(e as CustomEvent).detail.reason ?? ''}`));
    fill(root);
    submit(root);
    await waitFor(() => textOf(root).includes('Your message was not sent'));
    expect(textOf(root)).toContain(
      `Please call us at ${contactDetails.phone} or write to us at ${contactDetails.email}.`,
    );
    expect(textOf(root)).not.toContain('Message Sent Successfully!');
    expect(events).toEqual(['phx-submit-error:endpoint']);
    expect(field(root, 'Full Name').value).toBe('Ada Example');
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  for (const [what, stored] of [
    ['an empty object', '{}'],
    ['a number', '42'],
    ['a null draft', '{"draft":null}'],
    ['not JSON', '{nope'],
  ]) {
    it(`discards a saved draft that is ${what}, with one warning, and starts empty`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      sessionStorage.setItem(`phx:contact-draft:phx-contact:0:${location.pathname}`, stored);
      const { root } = await renderElement('phx-contact');
      await waitFor(() => warn.mock.calls.length === 1);
      expect(warn.mock.calls[0][0]).toMatch(/^<phx-contact>: the saved draft .* was discarded/);
      expect(field(root, 'Full Name').value).toBe('');
      expect(textOf(root)).not.toContain('could not be shown');
      type(field(root, 'Full Name'), 'Typed after');
      expect(field(root, 'Full Name').value).toBe('Typed after');
    });
  }

  it('lets a host that cancels phx-submit deliver the inquiry itself', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { element, root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    let detail: any;
    element.addEventListener('phx-submit', (e) => {
      e.preventDefault();
      detail = (e as CustomEvent).detail;
    });
    fill(root);
    submit(root);
    await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
    expect(detail.email).toBe('ada@example.com');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('<phx-contact>’s consent to use health details', () => {
  it('is an unticked, required box of its own, saying what it covers and linking to the privacy notice', async () => {
    const { root } = await renderElement('phx-contact');
    const box = checkbox(root, healthConsent);
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    expect(box.required).toBe(true);
    const hint = root.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain(
      'You can withdraw your consent at any time: with the link in the confirmation e-mail we send you, or by writing to privacy@example.com. What we did before stays lawful.',
    );
    expect(new URL(hint.querySelector('a')!.href).pathname).toBe('/privacy');
  });

  it('unticked, stops the message: it says why at the box, moves focus there and keeps everything typed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { element, root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    const events: string[] = [];
    for (const name of ['phx-submit', 'phx-submit-success', 'phx-submit-error'])
      element.addEventListener(name, () => events.push(name));
    fill(root, { consent: false });
    submit(root);
    const box = checkbox(root, healthConsent);
    await waitFor(() => box.getAttribute('aria-invalid') === 'true');
    const said = box
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root.getElementById(id)!.textContent)
      .join(' ');
    expect(said).toContain(
      'Please tick this box to send your message. We may only read health details with your consent.',
    );
    await waitFor(() => root.activeElement === box);
    for (const [label, value] of Object.entries(visitor)) expect(field(root, label).value).toBe(value);
    expect(fetch).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(textOf(root)).not.toContain('Message Sent Successfully!');
  });

  it('once ticked, clears its message and lets the message go, carrying the consent and the notice’s version', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
    const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    fill(root, { consent: false });
    submit(root);
    const box = checkbox(root, healthConsent);
    await waitFor(() => box.getAttribute('aria-invalid') === 'true');
    box.click();
    await waitFor(() => !box.hasAttribute('aria-invalid'));
    expect(textOf(root)).not.toContain('Please tick this box');
    submit(root);
    await waitFor(() => fetch.mock.calls.length === 1);
    const body = JSON.parse(String(fetch.mock.calls[0][1]!.body));
    expect(body.consents).toEqual(['health']);
    expect(body.privacyNotice).toBe(privacyNotice.version);
  });

  it('is unticked again for the next message once one was sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
    const { root } = await renderElement('phx-contact', { endpoint: '/api/inquiries' });
    fill(root);
    expect(checkbox(root, healthConsent).checked).toBe(true);
    submit(root);
    await waitFor(() => textOf(root).includes('Message Sent Successfully!'));
    await waitFor(() => !checkbox(root, healthConsent).checked);
  });

  it('is in the visitor’s language, with the browser’s own message for an unticked box worded the same', async () => {
    const { root } = await renderElement('phx-contact', { lang: 'de' });
    const box = checkbox(
      root,
      'Ich willige ein, dass Phoenix Bionics die Gesundheitsdaten in meiner Nachricht nutzt, um meine Anfrage zu beantworten.',
    );
    await waitFor(() => box.validationMessage.startsWith('Bitte setzen Sie hier ein Häkchen'));
    box.click();
    await waitFor(() => box.validationMessage === '');
  });
});
