import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, type InquiryDraft, isEmptyDraft } from '../../inquiry/fields';
import type { InquiryType } from '../../inquiry/types';
import { focused, type FormRef, typedEarly } from './shown';

/** A draft as kept in session storage: what was typed, and the idempotency key of its last send attempt. */
interface StoredDraft {
  draft: InquiryDraft;
  /** Key used to send exactly this draft; a retry of the same text re-uses it. */
  sentAs?: { key: string; text: string };
}

/** The stored draft's text, if any. Session storage may be missing or refuse access (privacy modes, sandboxed frames): the form still works. */
function readRaw(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored draft, if it has the right shape (checked by the inquiry's schema, fetched only now: a form without a
 * saved draft never needs it). Something else under our key (another version, a hand edit) is discarded with one
 * warning rather than breaking the form.
 */
async function parseStored(raw: string, key: string, warn: (message: string) => void): Promise<StoredDraft | null> {
  const stored = (await import('../../inquiry/schema')).parseStoredDraft(raw);
  if (stored) return stored;
  warn(`the saved draft in session storage ("${key}") is not a draft and was discarded; the form starts empty.`);
  write(key, null);
  return null;
}

/** The fields of `now` that differ from `then`: what the visitor typed since. */
const changedSince = (then: InquiryDraft, now: InquiryDraft): Partial<InquiryDraft> =>
  Object.fromEntries(
    Object.entries(now).filter(([field, value]) => then[field as keyof InquiryDraft] !== value),
  ) as Partial<InquiryDraft>;

/**
 * What this page wrote last under each key: a form shown again on the same page (another route, another language)
 * takes it back at once while session storage still holds it, with no check to fetch (the check is for what a reload
 * or another version left there).
 */
const written = new Map<string, string | null>();

function write(key: string, value: StoredDraft | null) {
  const raw = value && JSON.stringify(value);
  written.set(key, raw);
  try {
    if (raw) globalThis.sessionStorage?.setItem(key, raw);
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Nothing to do: the draft stays in memory.
  }
}

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The visitor's draft, field by field, kept in session storage under `storageKey` so that it survives a route
 * change, a moved or re-added element and a reload, and is gone when the tab closes.
 *
 * The first render shows `initial` (empty, or what the server echoed back), as the page's HTML did; right after it,
 * the stored draft comes back, and then what `form` shows otherwise: what a visitor typed into the prerendered form
 * before its script arrived, the newest of the three.
 *
 * A suggested `subject` (a clinic's or a hand's name) fills the subject while the visitor has not written one of
 * their own, also when it arrives after the form (a clinic's name, fetched): the form stays as it is, focus and all.
 */
export function useInquiryDraft(options: {
  storageKey: string;
  inquiry: InquiryType;
  initial?: InquiryDraft;
  subject?: string;
  warn: (message: string) => void;
  form: FormRef;
}) {
  const { storageKey, inquiry, subject = '', warn, form } = options;
  const [stored, setStored] = useState<StoredDraft>(() => ({
    draft: options.initial ?? { ...emptyDraft(inquiry), subject },
  }));
  const restored = useRef(false);
  // While a stored draft is being read, nothing is written over it.
  const restoring = useRef(false);
  // The subject suggested last: a subject still equal to it (or empty) is not the visitor's own.
  const suggested = useRef(subject);
  const suggest = useCallback(
    (draft: InquiryDraft, before = suggested.current): InquiryDraft =>
      draft.subject === '' || draft.subject === before ? { ...draft, subject: suggested.current } : draft,
    [],
  );

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const rendered = stored.draft;
      const typed = typedEarly(form, rendered);
      if (Object.keys(typed).length) setStored((s) => ({ ...s, draft: { ...s.draft, ...typed } }));
      const raw = readRaw(storageKey);
      // What was typed since the first render (before its script arrived, or since) is newer than the saved draft.
      const restore = (saved: StoredDraft | null) => {
        restoring.current = false;
        setStored((s) =>
          saved
            ? { ...saved, draft: suggest({ ...saved.draft, ...changedSince(rendered, s.draft) }, rendered.subject) }
            : { ...s },
        );
      };
      if (!raw) return;
      if (raw === written.get(storageKey)) return restore(JSON.parse(raw));
      restoring.current = true;
      // Should its code fail to load, the saved draft stays stored, untouched, and the form works on in memory.
      void parseStored(raw, storageKey, warn).then(
        restore,
        warn.bind(null, 'the saved draft could not be read (its code did not load); it stays saved.'),
      );
      return;
    }
    if (restoring.current) return;
    write(storageKey, isEmptyDraft(stored.draft, inquiry) && !stored.sentAs ? null : stored);
  }, [storageKey, stored, inquiry, warn, form, suggest]);

  useEffect(() => {
    const before = suggested.current;
    if (before === subject) return;
    suggested.current = subject;
    // A draft being read back takes the suggestion once it is read; a field the visitor is in is theirs (a suggestion
    // arriving then would be typed after what they type).
    if (!restoring.current && focused(form)?.getAttribute('name') !== 'subject')
      setStored((s) => ({ ...s, draft: suggest(s.draft, before) }));
  }, [subject, suggest, form]);

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
