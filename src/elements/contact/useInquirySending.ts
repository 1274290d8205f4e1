import { useCallback, useRef, useState } from 'react';
import { contactDetails, hours } from '../../content/company';
import { privacyNotice } from '../../content/privacy-notice';
import { type ConsentKind, consentsAskedFor, consentsLeftOut } from '../../inquiry/consent';
import { type FieldErrors, limits } from '../../inquiry/fields';
import type { InquiryDraft, InquiryRequest, InquiryType } from '../../inquiry/schema';
import { useHost } from '../../ui/host';
import { useLocale } from '../../ui/locale';
import { useToast } from '../../ui/Toasts';
import { simulated } from '../runtime/attributes';
import type { Endpoint } from './delivery';
import type { SendResult } from './sendInquiry';
import { type FormRef, honeypot, tickedEarly, typedEarly } from './shown';
import { useInquiryDraft } from './useInquiryDraft';

let sender: Promise<typeof import('./sendInquiry').deliver> | undefined;
/**
 * The code that sends (and finds where to: delivery.ts), fetched once a visitor starts the form (or at the latest on
 * sending).
 */
export const loadSender = () => {
  sender ??= import('./sendInquiry').then((m) => m.deliver);
  // A failed fetch (offline) is tried again on the next send.
  sender.catch(() => (sender = undefined));
  return sender;
};
/** The sending code could not be fetched: to the visitor, the network failed. */
const offline = (): SendResult => ({ ok: false, reason: 'network' });

type SendingState = 'idle' | 'sending';

export type { Endpoint } from './delivery';

/**
 * The draft and how it is sent: idle → sending → (success: toast, reset) or (failure: error toast with
 * "Try again", draft untouched) → idle. A host may cancel `phx-submit` and deliver the inquiry itself.
 */
export function useInquirySending(options: {
  endpoint: Endpoint;
  inquiry: InquiryType;
  initial?: InquiryDraft;
  /** The subject suggested while the visitor has not written one (see useInquiryDraft). */
  subject?: string;
  initialErrors?: FieldErrors;
  /** The form: what it shows is what is sent (see shown.ts). */
  form: FormRef;
  /** The partner clinic the request is for. */
  clinic?: string;
  /** The boxes ticked at first (a form sent back without script), and the required ones it came back for. */
  initialConsents?: readonly ConsentKind[];
  initialMissing?: readonly ConsentKind[];
}) {
  const { endpoint, inquiry, clinic, form } = options;
  const host = useHost();
  const toast = useToast();
  const { lang, text } = useLocale();
  const [storageKey] = useState(() => host.storageKey('contact-draft'));
  const warn = host.warn;
  const { draft, update, keyForSending, reset } = useInquiryDraft({
    storageKey,
    inquiry,
    initial: options.initial,
    subject: options.subject,
    warn,
    form,
  });
  const [state, setState] = useState<SendingState>('idle');
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  // The consents are ticked anew for each message: never stored with the draft, never ticked by anything but the visitor.
  const [consents, setConsents] = useState<readonly ConsentKind[]>(options.initialConsents ?? []);
  // The required consents a send was refused for (shown as a message at each box), and a count of such refusals (each
  // moves focus to the first such box).
  const [missing, setMissing] = useState<{ kinds: readonly ConsentKind[]; refusals: number }>({
    kinds: options.initialMissing ?? [],
    refusals: 0,
  });
  const busy = useRef(false);
  const noted = useRef(false);

  const succeed = useCallback(
    (request: InquiryRequest, id?: string) => {
      toast({
        variant: 'success',
        title: text.contact.success.title,
        text: text.contact.success.text({ hours: hours.replyWithinHours }),
      });
      host.emit('phx-submit-success', { inquiry: request, id });
      setErrors({});
      setConsents([]);
      setMissing({ kinds: [], refusals: 0 });
      reset();
    },
    [toast, host, reset, text],
  );

  const send = useCallback(async (): Promise<SendResult | null> => {
    if (busy.current) return null;
    // What is on screen is what is sent: a Send pressed before hydration is replayed before the form has taken up
    // what was typed and ticked on its server HTML.
    const shown = { ...draft, ...typedEarly(form, draft) };
    const given = [...new Set([...consents, ...tickedEarly(form)])];
    // Not sent without the required consents (the browser refuses first where it checks the form itself).
    const left = consentsLeftOut(given, draft.inquiry);
    if (left.length) {
      setMissing((m) => ({ kinds: left, refusals: m.refusals + 1 }));
      return null;
    }
    const request: InquiryRequest = {
      ...shown,
      // The receiver keeps no more than this; a host page's long address must not push the body over its limit.
      pageUrl: location.href.slice(0, limits.pageUrl),
      idempotencyKey: keyForSending(),
      lang,
      website: honeypot(form),
      ...(clinic && { clinic }),
      consents: consentsAskedFor(draft.inquiry).filter((kind) => given.includes(kind)),
      privacyNotice: privacyNotice.version,
    };
    if (!host.emit('phx-submit', request)) {
      succeed(request);
      return { ok: true };
    }
    if (endpoint === simulated) {
      if (!noted.current)
        console.info('phx: endpoint="simulate": this message was not sent anywhere (a simulated success).');
      noted.current = true;
      succeed(request);
      return { ok: true };
    }
    busy.current = true;
    setState('sending');
    const result = await loadSender().then((deliver) => deliver(endpoint, request), offline);
    if (!result.ok && result.note) {
      if (!noted.current) console.error(result.note);
      noted.current = true;
    }
    busy.current = false;
    setState('idle');
    if (result.ok) {
      succeed(request, result.id);
      return result;
    }
    setErrors(result.errors ?? {});
    host.emit('phx-submit-error', {
      inquiry: request,
      reason: result.reason,
      status: result.status,
      errors: result.errors,
    });
    const t = text.delivery;
    toast({
      variant: 'error',
      title: t.errorTitle,
      text: `${
        result.reason === 'invalid'
          ? t.fieldsNeedAttention
          : result.reason === 'endpoint'
            ? t.noReceiver({ phone: contactDetails.phone, email: contactDetails.email })
            : t.reasons[result.reason]
      } ${t.errorText}`,
      action:
        result.reason === 'invalid' || result.reason === 'endpoint'
          ? undefined
          : { label: t.retry, onSelect: () => void latest.current() },
    });
    return result;
  }, [draft, keyForSending, host, endpoint, succeed, toast, text, lang, clinic, consents, form]);

  // "Try again" sends what the form holds when it is chosen.
  const latest = useRef(send);
  latest.current = send;

  const edit = useCallback(
    <F extends keyof InquiryDraft>(field: F, value: InquiryDraft[F]) => {
      update({ [field]: value });
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    [update],
  );

  /** Ticks or unticks a consent's box; ticking it clears its message. */
  const consent = useCallback((kind: ConsentKind, given: boolean) => {
    setConsents((list) => (given ? [...new Set([...list, kind])] : list.filter((k) => k !== kind)));
    if (given) setMissing((m) => (m.kinds.includes(kind) ? { ...m, kinds: m.kinds.filter((k) => k !== kind) } : m));
  }, []);
  /** The browser refused to send the form with a required box unticked: show its message (focus is the browser's). */
  const refusedFor = useCallback(
    (kind: ConsentKind) => setMissing((m) => (m.kinds.includes(kind) ? m : { ...m, kinds: [...m.kinds, kind] })),
    [],
  );

  return { draft, edit, update, send, state, errors, consents, consent, missing, refusedFor };
}
