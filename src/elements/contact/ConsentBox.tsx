import { type ReactNode, useEffect, useRef } from 'react';
import type { ConsentKind } from '../../inquiry/consent';
import { Consent, FieldError, Note } from './contact.styles';

export interface ConsentBoxProps {
  kind: ConsentKind;
  /** The id its parts' ids start with. */
  id: string;
  label: ReactNode;
  /** What the consent covers, and the way to the privacy notice. */
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box is required (the form is not sent without it); `missing` says why, and is shown once it was not ticked. */
  required: boolean;
  missing?: string;
  showMissing: boolean;
  /** Focus the box on the first render (a form sent back without script for it). */
  autoFocus?: boolean;
  /** The browser refused to send the form with the box unticked: show why. */
  onInvalid?: () => void;
}

/**
 * One consent, given by ticking its box (unticked at first): a native checkbox, so that without script the browser
 * itself refuses to send the form without a required one (with the message set here, in the visitor's language).
 */
export function ConsentBox({
  kind,
  id,
  label,
  hint,
  checked,
  onChange,
  required,
  missing,
  showMissing,
  autoFocus,
  onInvalid,
}: ConsentBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  // The browser's own message for an unticked required box says why, in the visitor's words. A box ticked on the
  // server HTML is ticked before the form takes it up: a Send replayed at hydration must not be refused for it.
  useEffect(() => {
    const ticked = checked || box.current?.checked;
    box.current?.setCustomValidity(required && !ticked && missing ? missing : '');
  }, [required, checked, missing]);
  const error = showMissing && !checked;
  return (
    <Consent className="phx-wide" part="consent">
      <input
        ref={box}
        id={`${id}-${kind}`}
        type="checkbox"
        name="consents"
        value={kind}
        required={required}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onInvalid={onInvalid}
        // Only on a page a form sent without script came back to for this box: where the visitor must act.
        // biome-ignore lint/a11y/noAutofocus: the page exists to ask for this one tick
        autoFocus={autoFocus}
        aria-invalid={error || undefined}
        aria-describedby={`${id}-${kind}-hint${error ? ` ${id}-${kind}-error` : ''}`}
      />
      <label htmlFor={`${id}-${kind}`}>{label}</label>
      <Note id={`${id}-${kind}-hint`}>{hint}</Note>
      {error && (
        <FieldError id={`${id}-${kind}-error`} role="alert">
          {missing}
        </FieldError>
      )}
    </Consent>
  );
}
