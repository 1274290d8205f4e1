import type { RefObject } from 'react';
import { type ConsentKind, isConsentKind } from '../../inquiry/consent';
import type { InquiryDraft } from '../../inquiry/fields';

/**
 * What the form shows, read from its controls: also what a visitor typed and ticked in the server HTML before the
 * form's script took it up (a Send pressed then is replayed with it).
 */
export type FormRef = RefObject<HTMLFormElement | null>;

const control = (form: FormRef, name: string) =>
  form.current?.elements.namedItem(name) as HTMLInputElement | null | undefined;

/** The fields whose text on screen is not `rendered`'s: what was typed since. */
export function typedEarly(form: FormRef, rendered: InquiryDraft): Partial<InquiryDraft> {
  const typed: Partial<InquiryDraft> = {};
  for (const field of Object.keys(rendered) as (keyof InquiryDraft)[]) {
    const value = control(form, field)?.value;
    if (value !== undefined && value !== rendered[field]) Object.assign(typed, { [field]: value });
  }
  return typed;
}

/** The consent boxes ticked on screen. */
export const tickedEarly = (form: FormRef): ConsentKind[] =>
  [...(form.current?.querySelectorAll<HTMLInputElement>('input[name="consents"]') ?? [])].flatMap((box) =>
    box.checked && isConsentKind(box.value) ? [box.value] : [],
  );

/** The element that has focus in the form's document or shadow root. */
export const focused = (form: FormRef) =>
  (form.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;

/** The hidden honeypot field's value: people leave it empty, some bots fill it. */
export const honeypot = (form: FormRef) => control(form, 'website')?.value ?? '';
