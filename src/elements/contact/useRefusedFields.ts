import { type SyntheticEvent, useCallback, useState } from 'react';
import type { FieldErrorCode, FieldErrors, InquiryField } from '../../inquiry/fields';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The fields the browser refused to send (left empty, not an address): the form says why on the field, where a screen
 * reader reads it, and the browser's own bubble says the same, both in the page's language (the browser's words are
 * in the browser's). A field's message goes as soon as it is changed.
 */
export function useRefusedFields(say: (code: FieldErrorCode) => string) {
  const [refused, setRefused] = useState<FieldErrors>({});

  const onInvalid = useCallback(
    (field: InquiryField) => (event: SyntheticEvent<Control>) => {
      const { validity } = event.currentTarget;
      const code: FieldErrorCode = validity.valueMissing ? 'required' : validity.typeMismatch ? 'email' : 'invalid';
      event.currentTarget.setCustomValidity(say(code));
      setRefused((now) => (now[field] === code ? now : { ...now, [field]: code }));
    },
    [say],
  );

  const changed = useCallback((field: InquiryField, control: Control) => {
    control.setCustomValidity('');
    setRefused((now) => (now[field] ? { ...now, [field]: undefined } : now));
  }, []);

  return { refused, onInvalid, changed };
}
