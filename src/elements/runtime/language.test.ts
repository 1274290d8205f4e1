import { describe, expect, it, vi } from 'vitest';
import { field, type } from '../../test/form';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

describe('the language of an element', () => {
  it('follows its own lang attribute, a region falling back to its language', async () => {
    const { root } = await renderElement('phx-contact', { lang: 'es-MX' });
    await waitFor(() => textOf(root).includes('Enviar mensaje'));
    expect(root.querySelector('.phx-frame')!.getAttribute('lang')).toBe('es');
  });

  it('inherits the nearest ancestor’s lang', async () => {
    const wrapper = document.body.appendChild(document.createElement('section'));
    wrapper.lang = 'de';
    const { root } = await renderElement('phx-nav', {}, wrapper);
    await waitFor(() => textOf(root).includes('Startseite'));
  });

  it('writes right to left in Arabic, inside the element only', async () => {
    const { root } = await renderElement('phx-footer', { lang: 'ar' });
    await waitFor(() => root.querySelector('.phx-frame')!.getAttribute('dir') === 'rtl');
    expect(document.documentElement.getAttribute('dir')).toBeNull();
  });

  it('warns once about a language it does not speak, and speaks English', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await renderElement('phx-not-found', { lang: 'fr' });
    expect(textOf(root)).toContain('Oops! Page not found');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '<phx-not-found>: lang="fr" is not valid: accepted languages are en, de, es, ar (a region such as de-AT is fine); using English.',
    ]);
  });

  it('changes language when lang changes, on the element or on <html>, keeping what a visitor typed', async () => {
    const { element, root } = await renderElement('phx-contact');
    type(field(root, 'Full Name'), 'Ada Example');
    element.setAttribute('lang', 'de');
    await waitFor(() => textOf(root).includes('Nachricht senden'));
    expect(field(root, 'Vor- und Nachname').value).toBe('Ada Example');
    element.removeAttribute('lang');
    document.documentElement.lang = 'ar';
    try {
      await waitFor(() => root.querySelector('.phx-frame')!.getAttribute('lang') === 'ar');
      expect(root.querySelector<HTMLInputElement>('input[name=name]')!.value).toBe('Ada Example');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
