import { useCallback, useEffect, useRef, useState } from 'react';
import type { InquiryType } from '../../content/contact';
import type { InquiryDraft } from '../../inquiry/schema';

/** A draft as kept in session storage: what was typed, and the idempotency key of its last send attempt. */
export interface StoredDraft {
  draft: InquiryDraft;
  /** Key used to send exactly this draft; a retry of the same text re-uses it. */
  sentAs?: { key: string; text: string };
}

export const emptyDraft = (inquiry: InquiryType): InquiryDraft => ({
  name: '',
  email: '',
  phone: '',
  inquiry,
  subject: '',
  message: '',
});

// Session storage may be missing or refuse writes (privacy modes, sandboxed frames): the form still works.
function read(key: string): StoredDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: StoredDraft | null) {
  try {
    if (value) globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Nothing to do: the draft stays in memory.
  }
}

const isEmpty = (draft: InquiryDraft, inquiry: InquiryType) =>
  !draft.name && !draft.email && !draft.phone && !draft.subject && !draft.message && draft.inquiry === inquiry;

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The visitor's draft, field by field, kept in session storage under `storageKey` so that it survives a route
 * change, a moved or re-added element and a reload, and is gone when the tab closes.
 */
export function useInquiryDraft(storageKey: string, inquiry: InquiryType) {
  const [stored, setStored] = useState<StoredDraft>(() => read(storageKey) ?? { draft: emptyDraft(inquiry) });
  const first = useRef(true);

  useEffect(() => {
    write(storageKey, isEmpty(stored.draft, inquiry) && !stored.sentAs ? null : stored);
  }, [storageKey, stored, inquiry]);

  // A host changing the `inquiry` attribute after mount selects that type.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setStored((s) => ({ ...s, draft: { ...s.draft, inquiry } }));
  }, [inquiry]);

  const update = useCallback(
    <F extends keyof InquiryDraft>(field: F, value: InquiryDraft[F]) =>
      setStored((s) => ({ ...s, draft: { ...s.draft, [field]: value } })),
    [],
  );

  /** The idempotency key for sending the current draft: the same text keeps its key, changed text gets a new one. */
  const keyForSending = useCallback(() => {
    const text = JSON.stringify(stored.draft);
    if (stored.sentAs?.text === text) return stored.sentAs.key;
    const key = newKey();
    setStored((s) => ({ ...s, sentAs: { key, text } }));
    return key;
  }, [stored]);

  const reset = useCallback(() => setStored({ draft: emptyDraft(inquiry) }), [inquiry]);

  return { draft: stored.draft, update, keyForSending, reset };
}
