import { useCallback, useEffect, useRef, useState } from 'react';
import { type InquiryDraft, type InquiryType, parseDraft } from '../../inquiry/schema';

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

/**
 * A stored draft, if there is one of the right shape. Session storage may be missing or refuse access (privacy
 * modes, sandboxed frames): the form still works. Something else under our key (another version, a hand edit)
 * is discarded with one warning rather than breaking the form.
 */
function read(key: string, warn: (message: string) => void): StoredDraft | null {
  let raw: string | null | undefined;
  try {
    raw = globalThis.sessionStorage?.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    const draft = parseDraft(value?.draft);
    if (draft) {
      const sentAs = value?.sentAs;
      const valid = sentAs && typeof sentAs.key === 'string' && typeof sentAs.text === 'string';
      return { draft, ...(valid ? { sentAs } : {}) };
    }
  } catch {
    // Not JSON: handled below like any other wrong shape.
  }
  warn(`the saved draft in session storage ("${key}") is not a draft and was discarded; the form starts empty.`);
  write(key, null);
  return null;
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
 *
 * The first render shows `initial` (empty, or what the server echoed back), as the page's HTML did; right after it,
 * the stored draft comes back, and then whatever `typedEarly` reports: what a visitor typed into the prerendered
 * form before its script arrived, the newest of the three.
 */
export function useInquiryDraft(options: {
  storageKey: string;
  inquiry: InquiryType;
  initial?: InquiryDraft;
  warn: (message: string) => void;
  typedEarly: (rendered: InquiryDraft) => Partial<InquiryDraft>;
}) {
  const { storageKey, inquiry, warn, typedEarly } = options;
  const [stored, setStored] = useState<StoredDraft>(() => ({ draft: options.initial ?? emptyDraft(inquiry) }));
  const restored = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const saved = read(storageKey, warn);
      const typed = typedEarly(stored.draft);
      if (saved || Object.keys(typed).length) {
        setStored((s) => ({ ...(saved ?? s), draft: { ...(saved ?? s).draft, ...typed } }));
      }
      return;
    }
    write(storageKey, isEmpty(stored.draft, inquiry) && !stored.sentAs ? null : stored);
  }, [storageKey, stored, inquiry, warn, typedEarly]);

  // A host changing the `inquiry` attribute after mount selects that type.
  const firstInquiry = useRef(inquiry);
  useEffect(() => {
    if (firstInquiry.current === inquiry) return;
    firstInquiry.current = inquiry;
    setStored((s) => ({ ...s, draft: { ...s.draft, inquiry } }));
  }, [inquiry]);

  const update = useCallback(
    (changes: Partial<InquiryDraft>) => setStored((s) => ({ ...s, draft: { ...s.draft, ...changes } })),
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
