import { afterEach, describe, expect, it, vi } from 'vitest';
import { type } from '../../test/form';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

const names = (root: ShadowRoot) => [...root.querySelectorAll('li[data-clinic] h3')].map((h) => h.textContent);
const control = <T extends HTMLElement>(root: ShadowRoot, name: string) => root.querySelector<T>(`[name="${name}"]`)!;
const status = (root: ShadowRoot) => root.querySelector('[role=status]')!.textContent!.replace(/\s+/g, ' ').trim();
const button = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<phx-clinics>', () => {
  it('lists every partner clinic with its address, hands, languages, phone and website, and a map of them', async () => {
    const { root } = await renderElement('phx-clinics');
    expect(names(root)).toHaveLength(25);
    expect(status(root)).toBe('25 clinics.');
    const berlin = root.querySelector('li[data-clinic="spree-orthopaedie"]')!;
    expect(textOf(berlin)).toContain('Beispielstraße 12');
    expect(textOf(berlin)).toContain('Germany');
    expect(textOf(berlin)).toContain('Neural Pro X1, FlexiGrip Elite, and SmartHand AI');
    expect(textOf(berlin)).toContain('German, English, and Turkish');
    expect(berlin.querySelector('a[href^="tel:"]')!.getAttribute('href')).toBe('tel:+493023125101');
    expect(root.querySelector('svg[role=img]')!.getAttribute('aria-label')).toBe(
      'Map of 25 clinics in United States, Germany, Spain, United Arab Emirates, Saudi Arabia, and Qatar',
    );
    expect(root.querySelectorAll('circle.marker')).toHaveLength(25);
  });

  it('finds clinics by city (in any of its names, without accents), country or name', async () => {
    const { root } = await renderElement('phx-clinics');
    type(control(root, 'q'), 'munchen');
    await waitFor(() => names(root).length === 1);
    expect(names(root)).toEqual(['Isar Prothetik']);
    type(control(root, 'q'), 'spain');
    await waitFor(() => names(root).length === 5);
    type(control(root, 'q'), 'bayou');
    await waitFor(() => names(root).length === 1);
    expect(root.querySelector('svg[role=img]')!.getAttribute('aria-label')).toBe('Map of 1 clinic in United States');
    type(control(root, 'q'), 'atlantis');
    await waitFor(() => names(root).length === 0);
    expect(status(root)).toBe('No clinic matches. Try another city, or clear the filters.');
    button(root, 'Clear filters').click();
    await waitFor(() => names(root).length === 25);
  });

  it('filters by the hand a clinic fits and the language its staff speak', async () => {
    const { root } = await renderElement('phx-clinics');
    type(control<HTMLSelectElement>(root, 'hand'), 'smarthand-ai');
    type(control<HTMLSelectElement>(root, 'language'), 'ar');
    await waitFor(() => names(root).length < 25);
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

  it('starts filtered by the product attribute, and shows only the country attribute’s clinics', async () => {
    const { root } = await renderElement('phx-clinics', { product: 'flexigrip-elite', country: 'de' });
    expect(control<HTMLSelectElement>(root, 'hand').value).toBe('flexigrip-elite');
    expect(names(root)).toEqual([
      'Spree Orthopädietechnik',
      'Havel Handzentrum',
      'Isar Prothetik',
      'Alster Reha-Technik',
      'Dom Orthopädie am Rhein',
    ]);
  });

  it('follows a host that changes the product attribute', async () => {
    const { element, root } = await renderElement('phx-clinics', { product: 'smarthand-ai' });
    expect(names(root)).toHaveLength(19);
    element.setAttribute('product', 'flexigrip-elite');
    await waitFor(() => control<HTMLSelectElement>(root, 'hand').value === 'flexigrip-elite');
    expect(names(root)).toHaveLength(21);
  });

  it('sorts by distance when the visitor shares where they are, nearest first', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 48.2, longitude: 11.6 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { root } = await renderElement('phx-clinics');
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
    const { root } = await renderElement('phx-clinics');
    const before = names(root);
    button(root, 'Near me').click();
    await waitFor(() => status(root).includes('not shared'));
    expect(names(root)).toEqual(before);
    code = 3;
    button(root, 'Near me').click();
    await waitFor(() => status(root).includes('could not be found'));
    expect(names(root)).toEqual(before);
  });

  it('shows one clinic alone with its own consultation form when clinic names it', async () => {
    const { root } = await renderElement('phx-clinics', { clinic: 'najd-rehabilitation' });
    expect(names(root)).toEqual(['Najd Rehabilitation & Prosthetics']);
    expect(root.querySelector<HTMLInputElement>('input[name=subject]')!.value).toBe(
      'Consultation at Najd Rehabilitation & Prosthetics',
    );
    expect(root.querySelector<HTMLSelectElement>('select[name=inquiry]')!.value).toBe('consultation');
    expect(root.querySelector<HTMLInputElement>('input[name=clinic]')!.value).toBe('najd-rehabilitation');
    expect(root.querySelectorAll('circle.marker')).toHaveLength(1);
  });

  it('asks for a consultation at a clinic through the contact page, the clinic named', async () => {
    const { root } = await renderElement('phx-clinics');
    const link = root.querySelector<HTMLAnchorElement>('li[data-clinic="pearl-bionics"] a[part~=button]')!;
    expect(link.textContent).toBe('Request Consultation here');
    expect(link.getAttribute('aria-label')).toBe('Request Consultation here: Pearl Bionics Clinic');
    expect(link.href).toBe(`${location.origin}/contact?inquiry=consultation&clinic=pearl-bionics`);
  });

  it('joins an Arabic clinic’s hands and languages with و, never a Latin comma', async () => {
    const { root } = await renderElement('phx-clinics', { lang: 'ar' });
    const entry = textOf(root.querySelector('li[data-clinic="spree-orthopaedie"]')!);
    expect(entry).toContain('Neural Pro X1 و FlexiGrip Elite و SmartHand AI');
    expect(entry).not.toMatch(/[\u0600-\u06ff], /);
  });

  it('says on the finder that a request goes to Phoenix Bionics, and what happens next', async () => {
    const { root } = await renderElement('phx-clinics');
    expect(textOf(root)).toContain(
      'A consultation request you send from here goes to Phoenix Bionics. We reply within 24 hours, and we arrange the consultation at the clinic with you.',
    );
  });
});
