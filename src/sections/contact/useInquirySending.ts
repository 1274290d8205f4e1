import { useCallback, useRef, useState } from 'react';
import { contact, delivery, type InquiryType } from '../../content/contact';
import { useHost } from '../../elements/host';
import type { FieldErrors, InquiryDraft, InquiryRequest } from '../../inquiry/schema';
import { useToast } from '../../ui/Toasts';
import { sendInquiry, type SendResult } from './sendInquiry';
import { useInquiryDraft } from './useInquiryDraft';

export type SendingState = 'idle' | 'sending';

/**
 * The draft and how it is sent: idle → sending → (success: toast, reset) or (failure: error toast with
 * "Try again", draft untouched) → idle. A host may cancel `phx-submit` and deliver the inquiry itself.
 */
export function useInquirySending({ endpoint, inquiry }: { endpoint?: string; inquiry: InquiryType }) {
  const host = useHost();
  const toast = useToast();
  const [storageKey] = useState(() => host.storageKey('contact-draft'));
  const { draft, update, keyForSending, reset } = useInquiryDraft(storageKey, inquiry);
  const [state, setState] = useState<SendingState>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = useRef(false);
  const noted = useRef(false);

  const succeed = useCallback(
    (request: InquiryRequest, id?: string) => {
      toast({ variant: 'success', title: contact.success.title, text: contact.success.text });
      host.emit('phx-submit-success', { inquiry: request, id });
      setErrors({});
      reset();
    },
    [toast, host, reset],
  );

  const send = useCallback(async (): Promise<SendResult | null> => {
    if (busy.current) return null;
    const request: InquiryRequest = {
      ...(draft as InquiryDraft),
      pageUrl: location.href,
      idempotencyKey: keyForSending(),
    };
    if (!host.emit('phx-submit', request, { cancelable: true })) {
      succeed(request);
      return { ok: true };
    }
    if (!endpoint) {
      if (!noted.current) console.info(delivery.simulatedNote);
      noted.current = true;
      succeed(request);
      return { ok: true };
    }
    busy.current = true;
    setState('sending');
    const result = await sendInquiry(endpoint, request);
    busy.current = false;
    setState('idle');
    if (result.ok) {
      succeed(request, result.id);
      return result;
    }
    setErrors(result.errors ?? {});
    host.emit('phx-submit-error', { inquiry: request, reason: result.reason, status: result.status, errors: result.errors });
    toast({
      variant: 'error',
      title: delivery.errorTitle,
      text: `${result.reason === 'invalid' ? delivery.fieldsNeedAttention : delivery.reasons[result.reason]} ${delivery.errorText}`,
      action: result.reason === 'invalid' ? undefined : { label: delivery.retry, onSelect: () => void latest.current() },
    });
    return result;
  }, [draft, keyForSending, host, endpoint, succeed, toast]);

  // "Try again" sends what the form holds when it is chosen.
  const latest = useRef(send);
  latest.current = send;

  const edit = useCallback(
    <F extends keyof InquiryDraft>(field: F, value: InquiryDraft[F]) => {
      update(field, value);
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    [update],
  );

  return { draft, edit, send, state, errors };
}
