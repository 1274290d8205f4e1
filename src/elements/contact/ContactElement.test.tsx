import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkbox, field, type } from '../../test/form';
import { renderElement, textOf } from '../../test/render';
import { serveClinics } from '../../test/sample-clinics';
import { waitFor } from '../../test/wait';

const shareBox =
  'Also send my request, including any health details, to Hudson Limb Center (United States), so that the clinic can contact me.';
const realFetch = globalThis.fetch;
beforeEach(() => serveClinics());
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

/** Fills the form, ticks the health box, sends; the JSON the receiver got. */
async function sendFrom(root: ShadowRoot, share: boolean) {
  const posted = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"r1"}', { status: 201 }));
  for (const [label, value] of Object.entries({
    'Full Name': 'Ada Example',
    'Email Address': 'ada@example.com',
    Message: 'About a fitting',
  }))
    type(field(root, label), value);
  checkbox(root, 'I agree that Phoenix Bionics may use the health details in my message to answer my request.').click();
  if (share) checkbox(root, shareBox).click();
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await waitFor(() => posted.mock.calls.length === 1);
  return JSON.parse(String(posted.mock.calls[0][1]!.body));
}

describe('<phx-contact clinic>', () => {
  it("shows the clinic's name and an unticked box that also sends the request to it", async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'hudson-limb-center' });
    await waitFor(() => textOf(root).includes('Your request is about a consultation at Hudson Limb Center.'));
    expect(checkbox(root, shareBox).checked).toBe(false);
    expect(checkbox(root, shareBox).required).toBe(false);
  });

  it("names the clinic's country and, outside the EU, what the EU's adequacy decisions say of the law there", async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'pearl-bionics' });
    const box = await waitFor(() =>
      checkbox(
        root,
        'Also send my request, including any health details, to Pearl Bionics Clinic (Qatar), so that the clinic can contact me.',
      ),
    );
    const hint = root.getElementById(box.getAttribute('aria-describedby')!)!.textContent;
    expect(hint).toContain('Qatar is outside the EU, and no EU adequacy decision is known to cover this clinic');
    expect(hint).toContain('They may be less protected there, and your rights harder to use.');
  });

  it('says nothing of a transfer for a clinic inside the EU', async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'spree-orthopaedie' });
    const box = await waitFor(() =>
      checkbox(
        root,
        'Also send my request, including any health details, to Spree Orthopädietechnik (Germany), so that the clinic can contact me.',
      ),
    );
    expect(root.getElementById(box.getAttribute('aria-describedby')!)!.textContent).not.toContain('outside the EU');
  });

  it('asks for neither consent on a partnership inquiry: it goes to our team only', async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'hudson-limb-center', inquiry: 'partnership' });
    await waitFor(() => textOf(root).includes('Hudson Limb Center'));
    expect(root.querySelectorAll('input[name="consents"]')).toHaveLength(0);
    expect(textOf(root)).not.toContain('I agree that');
  });

  it('sends the clinic and the consent to share with it when the box is ticked', async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'hudson-limb-center', endpoint: '/api/inquiries' });
    // The box itself, not only the clinic's name: under load the name's first mention can come a render before it.
    await waitFor(() => checkbox(root, shareBox));
    const sent = await sendFrom(root, true);
    expect(sent).toMatchObject({ clinic: 'hudson-limb-center', consents: ['health', 'clinic'] });
  });

  it('sends the clinic without the consent to share when the box is left unticked', async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'hudson-limb-center', endpoint: '/api/inquiries' });
    await waitFor(() => textOf(root).includes('Hudson Limb Center'));
    const sent = await sendFrom(root, false);
    expect(sent).toMatchObject({ clinic: 'hudson-limb-center', consents: ['health'] });
  });

  it('offers no box for a clinic the clinics do not have, and still names its id in the request', async () => {
    const { root } = await renderElement('phx-contact', { clinic: 'no-such-clinic', endpoint: '/api/inquiries' });
    await waitFor(() => !root.querySelector('[aria-busy="true"]'));
    expect(root.querySelectorAll('input[name="consents"]')).toHaveLength(1);
    const sent = await sendFrom(root, false);
    expect(sent).toMatchObject({ clinic: 'no-such-clinic', consents: ['health'] });
  });

  describe("when the clinic's name arrives while the visitor types", () => {
    /** A page whose clinics' data comes only when `release` is called. */
    async function slowClinic() {
      serveClinics();
      const answer = globalThis.fetch;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
        await released;
        return answer(...args);
      }) as typeof fetch;
      const { root } = await renderElement('phx-contact', { clinic: 'hudson-limb-center' });
      return { root, release };
    }

    it('keeps the same fields, what was typed and the focus, and suggests the subject', async () => {
      const { root, release } = await slowClinic();
      const name = field(root, 'Full Name');
      name.focus();
      type(name, 'Ada Example');
      release();
      await waitFor(() => textOf(root).includes('Your request is about a consultation at Hudson Limb Center.'));
      await waitFor(() => field(root, 'Subject').value === 'Consultation at Hudson Limb Center');
      expect(field(root, 'Full Name')).toBe(name);
      expect(name.value).toBe('Ada Example');
      expect((root as ShadowRoot).activeElement).toBe(name);
    });

    it('keeps a subject the visitor wrote before it', async () => {
      const { root, release } = await slowClinic();
      type(field(root, 'Subject'), 'My own subject');
      release();
      await waitFor(() => textOf(root).includes('Your request is about a consultation at Hudson Limb Center.'));
      expect(field(root, 'Subject').value).toBe('My own subject');
    });
  });

  it('shows no clinic box without a clinic', async () => {
    const { root } = await renderElement('phx-contact');
    expect(root.querySelectorAll('input[name="consents"]')).toHaveLength(1);
  });
});
