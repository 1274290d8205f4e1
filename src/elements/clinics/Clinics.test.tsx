import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type } from '../../test/form';
import { renderElement, textOf } from '../../test/render';
import { serveClinics } from '../../test/sample-clinics';
import { waitFor } from '../../test/wait';

const names = (root: ShadowRoot) => [...root.querySelectorAll('li[data-clinic] h3')].map((h) => h.textContent);
const control = <T extends HTMLElement>(root: ShadowRoot, name: string) => root.querySelector<T>(`[name="${name}"]`)!;
const status = (root: ShadowRoot) => root.querySelector('[role=status]')!.textContent!.replace(/\s+/g, ' ').trim();
const button = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;
const mapLabel = (root: ShadowRoot) => root.querySelector('svg[role=img]')!.getAttribute('aria-label');
/** The finder, once its clinics are here. */
async function finder(attributes: Record<string, string> = {}) {
  const rendered = await renderElement('phx-clinics', attributes);
  await waitFor(() => rendered.root.querySelector('li[data-clinic]'));
  return rendered;
}

const fetched = () => fetch;
const realFetch = fetched();
beforeEach(() => serveClinics());
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<phx-clinics>', { timeout: 15_000 }, () => {
  it('fetches the clinics from the company site and lists them with their place, hands and languages, and a map', async () => {
    const { root } = await finder();
    expect(status(root)).toBe('25 clinics.');
    type(control(root, 'q'), 'Berlin');
    await waitFor(() => status(root) === '2 clinics.');
    const berlin = root.querySelector('li[data-clinic="spree-orthopaedie"]')!;
    expect(textOf(berlin)).toContain('Berlin · Germany');
    expect(textOf(berlin)).toContain('Neural Pro X1, FlexiGrip Elite, and SmartHand AI');
    expect(textOf(berlin)).toContain('German, English, and Turkish');
    button(root, 'Clear filters').click();
    await waitFor(() => status(root) === '25 clinics.');
    expect(mapLabel(root)).toBe(
      'Map of 25 clinics in United States, Germany, Spain, United Arab Emirates, Saudi Arabia, and Qatar',
    );
  });

  it('says that the sample clinics are fictional while they are in use', async () => {
    const { root } = await finder();
    const notes = [...root.querySelectorAll('[role=note]')].map((note) => note.textContent);
    expect(notes[0]).toBe(
      'Sample details: the company on this page is an example, not a real company. Do not send real health details through this site.',
    );
    expect(notes[1]).toBe(
      'Sample data: these clinics are fictional, for trying the finder out. The company replaces them with its own list.',
    );
  });

  it('finds clinics by city (in any of its names, without accents or case), country or name', async () => {
    const { root } = await finder();
    type(control(root, 'q'), 'munchen');
    await waitFor(() => status(root) === '1 clinic.');
    expect(names(root)).toEqual(['Isar Prothetik']);
    type(control(root, 'q'), 'MUNICH');
    await waitFor(() => names(root).length === 1);
    type(control(root, 'q'), 'spain');
    await waitFor(() => status(root) === '5 clinics.');
    type(control(root, 'q'), 'bayou');
    await waitFor(() => names(root).length === 1);
    expect(mapLabel(root)).toBe('Map of 1 clinic in United States');
    type(control(root, 'q'), 'atlantis');
    await waitFor(() => status(root) === 'No clinic matches. Try another city, or clear the filters.');
    expect(names(root)).toEqual([]);
    button(root, 'Clear filters').click();
    await waitFor(() => status(root) === '25 clinics.');
  });

  it('filters by the hand a clinic fits and the language its staff speak', async () => {
    const { root } = await finder();
    type(control<HTMLSelectElement>(root, 'hand'), 'smarthand-ai');
    type(control<HTMLSelectElement>(root, 'language'), 'ar');
    await waitFor(() => status(root) === '7 clinics.');
    expect(names(root)).toEqual([
      'Bayou City Bionics',
      'Havel Handzentrum',
      'Giralda Prótesis y Órtesis',
      'Creek Prosthetics Centre',
      'Najd Rehabilitation & Prosthetics',
      'Red Sea Orthotics',
      'Pearl Bionics Clinic',
    ]);
  });

  it('offers the languages the clinics speak, the most spoken first, named in the element’s language', async () => {
    const { root } = await finder({ lang: 'de' });
    const options = [...control<HTMLSelectElement>(root, 'language').options].map((o) => o.textContent);
    expect(options.slice(0, 4)).toEqual(['Jede Sprache', 'Englisch', 'Spanisch', 'Arabisch']);
  });

  it('starts filtered by the product attribute, and shows only the country attribute’s clinics', async () => {
    const { root } = await finder({ product: 'flexigrip-elite', country: 'de' });
    expect(control<HTMLSelectElement>(root, 'hand').value).toBe('flexigrip-elite');
    expect(names(root)).toEqual([
      'Spree Orthopädietechnik',
      'Havel Handzentrum',
      'Isar Prothetik',
      'Alster Reha-Technik',
      'Dom Orthopädie am Rhein',
    ]);
  });

  it('sorts by distance when the visitor shares where they are, nearest first', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 48.2, longitude: 11.6 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { root } = await finder();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    button(root, 'Near me').click();
    await waitFor(() => names(root)[0] === 'Isar Prothetik');
    expect(names(root).slice(0, 3)).toEqual(['Isar Prothetik', 'Main Hand & Prothese', 'Dom Orthopädie am Rhein']);
    expect(textOf(root.querySelector('li[data-clinic]')!)).toContain('7 km away');
    expect(status(root)).toBe('25 clinics. Sorted by distance from you, nearest first.');
  });

  it('says so and keeps the list when the visitor refuses or the position cannot be found', async () => {
    let code = 1;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    const { root } = await finder();
    const first = () => names(root).slice(0, 5);
    const before = first();
    button(root, 'Near me').click();
    await waitFor(() => status(root).includes('not shared'));
    expect(first()).toEqual(before);
    code = 3;
    button(root, 'Near me').click();
    await waitFor(() => status(root).includes('could not be found'));
    expect(first()).toEqual(before);
  });

  it('opens a clinic’s details: its address, phone, website, e-mail and opening hours', async () => {
    const { root } = await finder();
    const details = root.querySelector<HTMLDetailsElement>('li[data-clinic="hudson-limb-center"] details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await waitFor(() => textOf(details).includes('Suite 9'));
    const address = [...details.querySelectorAll('address bdi')].map((line) => line.textContent);
    expect(address).toEqual(['410 West 34th Street, Suite 9', 'New York, NY 10001']);
    expect(textOf(details.querySelector('address')!)).toContain('United States');
    expect(details.querySelector('a[href^="tel:"]')!.getAttribute('href')).toBe('tel:+12125550142');
    expect(details.querySelector('a[href^="mailto:"]')!.getAttribute('href')).toBe(
      'mailto:requests@hudson-limb.example.com',
    );
    expect(textOf(details)).toContain('Opening hoursMon–Fri 08:00–18:00');
  });

  it('shows one clinic alone with its own consultation form when clinic names it', async () => {
    const { root } = await renderElement('phx-clinics', { clinic: 'najd-rehabilitation' });
    await waitFor(() => root.querySelector('input[name=subject]'));
    expect(names(root)).toEqual(['Najd Rehabilitation & Prosthetics']);
    expect(root.querySelector<HTMLInputElement>('input[name=subject]')!.value).toBe(
      'Consultation at Najd Rehabilitation & Prosthetics',
    );
    expect(root.querySelector<HTMLSelectElement>('select[name=inquiry]')!.value).toBe('consultation');
    expect(root.querySelector<HTMLInputElement>('input[name=clinic]')!.value).toBe('najd-rehabilitation');
    expect(textOf(root)).toContain('Sun–Thu 08:00–16:00');
  });

  it('says a clinic id the clinics do not have is not a partner clinic, and leads to the finder', async () => {
    const { root } = await renderElement('phx-clinics', { clinic: 'closed-clinic' });
    await waitFor(() => status(root).includes('not among'));
    expect(status(root)).toBe('This clinic is not among our partner clinics (any more).');
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('a[href$="/clinics"]')!.textContent).toBe('Find a clinic');
  });

  it('asks for a consultation at a clinic through the contact page, the clinic named', async () => {
    const { root } = await finder();
    const link = root.querySelector<HTMLAnchorElement>('li[data-clinic="hudson-limb-center"] a[part~=button]')!;
    expect(link.textContent).toBe('Request Consultation here');
    expect(link.getAttribute('aria-label')).toBe('Request Consultation here: Hudson Limb Center');
    expect(link.href).toBe(`${location.origin}/contact?inquiry=consultation&clinic=hudson-limb-center`);
  });

  it('joins an Arabic clinic’s hands and languages with و, never a Latin comma', async () => {
    const { root } = await finder({ lang: 'ar' });
    type(control(root, 'q'), 'Berlin');
    const entry = textOf(await waitFor(() => root.querySelector('li[data-clinic="spree-orthopaedie"]')));
    expect(entry).toContain('Neural Pro X1 و FlexiGrip Elite و SmartHand AI');
    expect(entry).not.toMatch(/[\u0600-\u06ff], /);
  });

  it('says on the finder that a request goes to Phoenix Bionics, and what happens next', async () => {
    const { root } = await renderElement('phx-clinics');
    expect(textOf(root)).toContain(
      'A consultation request you send from here goes to Phoenix Bionics. We answer you, and we arrange the consultation at the clinic with you.',
    );
  });
});
