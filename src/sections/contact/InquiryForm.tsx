import { useEffect, useId, useRef, type FormEvent } from 'react';
import { contact, inquiryTypes, type InquiryType } from '../../content/contact';
import type { InquiryDraft, InquiryField } from '../../inquiry/schema';
import { Button } from '../../ui/Button';
import { preloadToasts } from '../../ui/Toasts';
import { Field, FieldError, Form, Honeypot, Note } from './contact.styles';
import { useInquirySending } from './useInquirySending';

export interface InquiryFormProps {
  inquiry: InquiryType;
  endpoint?: string;
}

type TextField = Exclude<InquiryField, 'inquiry'>;

const inputs: ReadonlyArray<{ field: TextField; type: string; autoComplete: string; required: boolean; wide?: boolean }> = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
];

/** The consultation request form: browser validation, a draft that is never lost, and a send step. */
export function InquiryForm({ inquiry, endpoint }: InquiryFormProps) {
  const { draft, edit, send, state, errors } = useInquirySending({ endpoint, inquiry });
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const sending = state === 'sending';

  // Field errors from the server: focus the first field that needs attention.
  useEffect(() => {
    const first = Object.keys(errors).find((f) => errors[f as InquiryField]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const describe = (field: InquiryField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: InquiryField) =>
    errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>;
  const common = (field: keyof InquiryDraft) => ({
    id: `${id}-${field}`,
    name: field,
    part: 'field',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describe(field),
  });

  return (
    <Form ref={form} onSubmit={onSubmit} onFocus={preloadToasts} aria-label={contact.formTitle} part="form">
      <Note className="phx-wide">{contact.requiredNote}</Note>
      {inputs.map(({ field, type, autoComplete, required }) => (
        <Field key={field}>
          <label htmlFor={`${id}-${field}`}>
            {contact.fields[field]} {!required && <small>{contact.optional}</small>}
          </label>
          <input
            {...common(field)}
            type={type}
            autoComplete={autoComplete}
            required={required}
            value={draft[field]}
            onChange={(e) => edit(field, e.target.value)}
          />
          {error(field)}
        </Field>
      ))}
      <Field>
        <label htmlFor={`${id}-inquiry`}>{contact.fields.inquiry}</label>
        <select
          {...common('inquiry')}
          required
          value={draft.inquiry}
          onChange={(e) => edit('inquiry', e.target.value as InquiryType)}
        >
          {inquiryTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
        {error('inquiry')}
      </Field>
      <Field className="phx-wide">
        <label htmlFor={`${id}-subject`}>{contact.fields.subject}</label>
        <input {...common('subject')} type="text" required value={draft.subject} onChange={(e) => edit('subject', e.target.value)} />
        {error('subject')}
      </Field>
      <Field className="phx-wide">
        <label htmlFor={`${id}-message`}>{contact.fields.message}</label>
        <textarea {...common('message')} required rows={6} value={draft.message} onChange={(e) => edit('message', e.target.value)} />
        {error('message')}
      </Field>
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Honeypot>
      <div className="phx-wide">
        <Button type="submit" part="button submit" aria-disabled={sending || undefined} data-state={state}>
          {sending ? contact.sending : contact.submit}
        </Button>
      </div>
    </Form>
  );
}
