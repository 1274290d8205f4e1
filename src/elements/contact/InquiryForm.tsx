import { type FormEvent, useCallback, useEffect, useId, useRef } from 'react';
import { transferTo } from '../../content/adequacy';
import { company } from '../../content/company';
import { legalDetails } from '../../content/company-legal';
import { type ConsentKind, consentRequiredFor, consentsAskedFor } from '../../inquiry/consent';
import {
  type ChoiceField,
  type FieldErrors,
  type InquiryDraft,
  type InquiryField,
  inquiryFieldSpecs,
  inquiryFields,
  isChoiceField,
  isChoiceOf,
  limits,
  optionalFields,
  specOf,
  type TextFieldSpec,
} from '../../inquiry/fields';
import type { InquiryType } from '../../inquiry/types';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { type InquiryNotice, usePage } from '../../ui/page';
import { SampleNote } from '../../ui/SampleNote';
import { preloadToasts } from '../../ui/Toasts';
import { privacyNotice } from '../../content/privacy-notice';
import { ConsentBox } from './ConsentBox';
import { simulated } from '../runtime/attributes';
import { Field, FieldError, Form, Honeypot, Note, Notice } from './contact.styles';
import { focused, tickedEarly } from './shown';
import { useFillRequests } from './useFillRequests';
import { useRefusedFields } from './useRefusedFields';
import { type Endpoint, loadSender, useInquirySending } from './useInquirySending';

export interface InquiryFormProps {
  inquiry: InquiryType;
  endpoint: Endpoint;
  /** What the form shows first: the server's echo of a refused submission. */
  initial?: InquiryDraft;
  /**
   * A subject for the visitor (a clinic's or a hand's name): shown while they have not written their own, also when
   * it comes after the form did.
   */
  subject?: string;
  initialErrors?: FieldErrors;
  /** Why the receiver sent a form (sent without script) back. */
  notice?: InquiryNotice;
  /**
   * The partner clinic the request is for: its id travels with the inquiry, its name is shown, and a second box
   * (unticked) asks whether the request goes to that clinic too.
   */
  clinic?: { id: string; name?: string; country?: string; loading?: boolean };
  /** A form sent back without script: the boxes the visitor had ticked, and the required ones left unticked. */
  initialConsents?: readonly ConsentKind[];
  initialMissing?: readonly ConsentKind[];
}

const required = (field: InquiryField) => !optionalFields.includes(field);

/**
 * The consultation request form: browser validation, a draft that is never lost, and a send step. Without script
 * it is an ordinary form that POSTs to the endpoint, carrying the key that makes a resubmission harmless.
 */
export function InquiryForm({
  inquiry,
  endpoint,
  initial,
  subject,
  initialErrors,
  notice,
  clinic,
  initialConsents,
  initialMissing,
}: InquiryFormProps) {
  const { lang, text, format } = useLocale();
  const { formKey, href } = usePage();
  const form = useRef<HTMLFormElement>(null);
  const { draft, edit, update, send, state, errors, consents, consent, missing, refusedFor } = useInquirySending({
    endpoint,
    inquiry,
    initial,
    subject,
    initialErrors,
    form,
    clinic: clinic?.id,
    initialConsents,
    initialMissing,
  });
  useFillRequests(form, draft, update);
  const { refused, onInvalid, changed } = useRefusedFields(
    useCallback((code) => (code === 'tooLong' ? text.fieldErrors.invalid : text.fieldErrors[code]), [text]),
  );
  const id = useId();
  const sending = state === 'sending';
  const t = text.contact;

  // A link the visitor chose (a quick action) set another inquiry type (the draft takes it): show where it landed.
  // Only then: an address read after hydration also changes the type, and must not pull focus on page load.
  const chosen = useRef(inquiry);
  useEffect(() => {
    if (chosen.current === inquiry) return;
    chosen.current = inquiry;
    if (focused(form)?.localName === 'a') form.current?.querySelector<HTMLElement>('[name="inquiry"]')?.focus();
  }, [inquiry]);

  // Field errors from the server: focus the first field that needs attention.
  useEffect(() => {
    const first = Object.keys(errors).find((f) => errors[f as InquiryField]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  // A box ticked in the prerendered form before its script arrived stays ticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    for (const kind of tickedEarly(form)) consent(kind, true);
  }, []);

  // A send refused for a required consent: focus its box, where its message is.
  useEffect(() => {
    if (!missing.refusals) return;
    const [first] = missing.kinds;
    if (first) form.current?.querySelector<HTMLElement>(`input[name="consents"][value="${first}"]`)?.focus();
  }, [missing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  // The server's word on a field, or else the browser's refusal, said in the page's language.
  const shownErrors: FieldErrors = { ...refused, ...errors };
  const message = (field: InquiryField) => {
    const code = shownErrors[field];
    if (!code) return undefined;
    return code === 'tooLong'
      ? text.fieldErrors.tooLong({ max: limits[field as keyof typeof limits] })
      : text.fieldErrors[code];
  };
  const common = (field: InquiryField) => ({
    id: `${id}-${field}`,
    name: field,
    part: 'field',
    required: required(field),
    'aria-invalid': shownErrors[field] ? true : undefined,
    'aria-describedby': shownErrors[field] ? `${id}-${field}-error` : undefined,
    onInvalid: onInvalid(field),
  });
  const label = (field: InquiryField) => (
    <label htmlFor={`${id}-${field}`}>
      {t.fields[field]} {!required(field) && <small>{t.optional}</small>}
    </label>
  );
  const error = (field: InquiryField) =>
    shownErrors[field] && <FieldError id={`${id}-${field}-error`}>{message(field)}</FieldError>;
  const clinicCountry = clinic?.country ? format.country(clinic.country) : '';
  // Each consent's box, in the order of consentKinds (the type check asks for a new one's label).
  const consentLabels: Record<ConsentKind, string> = {
    health: t.consent.health.label({ company: company.name }),
    clinic: t.consent.clinic.label({ clinic: clinic?.name ?? '', country: clinicCountry }),
  };
  // Where the clinic's box sends the request, and what the EU's decisions say of the law there.
  const transfer = clinic?.country ? transferTo(clinic.country) : 'eea';
  const consentHints: Record<ConsentKind, string> = {
    health: t.consent.health.hint({ privacyEmail: legalDetails.privacyEmail }),
    clinic:
      transfer === 'eea'
        ? t.consent.clinic.hint
        : `${t.consent.clinic.hint} ${t.consent.clinic.transfer[transfer]({ country: clinicCountry })}`,
  };
  // The boxes this inquiry type asks for; the clinic's only where the request names a clinic we know by name.
  const offered = consentsAskedFor(draft.inquiry).filter(
    (kind) => kind !== 'clinic' || (clinic?.name && clinicCountry),
  );
  // The words of each choice field's values (the type check asks for a new one's).
  const choiceWords: { [F in ChoiceField]: Record<InquiryDraft[F], string> } = { inquiry: t.inquiryTypes };
  /** A field's control, as its spec (src/inquiry/fields.ts) says. */
  const control = (field: InquiryField) => {
    if (isChoiceField(field))
      return (
        <select
          {...common(field)}
          value={draft[field]}
          onChange={(e) => {
            changed(field, e.target);
            if (isChoiceOf(field, e.target.value)) edit(field, e.target.value);
          }}
        >
          {inquiryFieldSpecs[field].choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceWords[field][choice]}
            </option>
          ))}
        </select>
      );
    const spec: TextFieldSpec = inquiryFieldSpecs[field];
    const typed = {
      value: draft[field],
      onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
        changed(field, e.target);
        edit(field, e.target.value);
      },
    };
    return spec.control === 'lines' ? (
      <textarea {...common(field)} rows={6} maxLength={spec.max} {...typed} />
    ) : (
      <input {...common(field)} type={spec.control} autoComplete={spec.autoComplete} maxLength={spec.max} {...typed} />
    );
  };

  return (
    <Form
      ref={form}
      onSubmit={onSubmit}
      onFocus={() => {
        preloadToasts().catch(() => {});
        void loadSender().catch(() => {});
      }}
      aria-label={t.formTitle}
      // While the clinic's name is on its way: its box comes with it.
      aria-busy={clinic?.loading || undefined}
      part="form"
      method="post"
      // A simulated form has nowhere to post to without script either.
      action={(endpoint !== simulated && endpoint) || undefined}
      // Without script the browser encodes the fields in the host page's charset (a CMS page in Latin-1): the
      // receiver reads UTF-8 only.
      acceptCharset="UTF-8"
    >
      {notice && (
        <Notice className="phx-wide" role="alert">
          {notice === 'invalid'
            ? text.delivery.fieldsNeedAttention
            : notice === 'consent'
              ? text.delivery.consentNeeded
              : `${text.delivery.reasons[notice]} ${text.delivery.errorText}`}
        </Notice>
      )}
      {clinic?.name && (
        <Note className="phx-wide" data-clinic={clinic.id}>
          {t.forClinic({ clinic: clinic.name })}
        </Note>
      )}
      <Note className="phx-wide">{t.requiredNote}</Note>
      <SampleNote className="phx-wide" />
      {inquiryFields.map((field) => (
        <Field key={field} className={specOf(field).wide ? 'phx-wide' : undefined}>
          {label(field)}
          {control(field)}
          {error(field)}
        </Field>
      ))}
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Honeypot>
      {Object.entries({
        idempotencyKey: formKey,
        // The page's whole address: a browser sends another site only its origin as the Referer.
        pageUrl: href || undefined,
        lang,
        clinic: clinic?.id,
        privacyNotice: privacyNotice.version,
      }).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      {offered.map((kind) => (
        <ConsentBox
          key={kind}
          kind={kind}
          id={id}
          label={consentLabels[kind]}
          hint={
            <>
              {consentHints[kind]} <Link to="/privacy">{t.consent.privacyLink}</Link>
            </>
          }
          checked={consents.includes(kind)}
          onChange={(given) => consent(kind, given)}
          required={consentRequiredFor(kind, draft.inquiry)}
          missing={kind === 'health' ? t.consent.health.missing : undefined}
          showMissing={missing.kinds.includes(kind)}
          // A form sent back without script for this box alone: where the visitor acts next.
          autoFocus={initialMissing?.[0] === kind && !Object.values(initialErrors ?? {}).some(Boolean)}
          onInvalid={() => refusedFor(kind)}
        />
      ))}
      <div className="phx-wide">
        <Button type="submit" part="button submit" aria-disabled={sending || undefined} data-state={state}>
          {sending ? t.sending : t.submit}
        </Button>
      </div>
    </Form>
  );
}
