import { type RefObject, useEffect } from 'react';
import { productById, productIds, type ProductId } from '../../content/products';
import { type InquiryDraft, optionalFields, textFields } from '../../inquiry/fields';
import { type InquiryType, inquiryTypes } from '../../inquiry/types';
import { useHost } from '../../ui/host';
import { useLocale } from '../../ui/locale';

// The texts a visitor must fill, in the form's order (an optional one, the phone number, is skipped).
const fieldsInOrder = textFields.filter((field) => !optionalFields.includes(field));

/**
 * A consultation link elsewhere on the page asks this form to take the inquiry (`phx-fill`, detail: the link's
 * query): its type and hand go into the form, which comes into view with focus on the first field left to fill.
 */
export function useFillRequests(
  form: RefObject<HTMLFormElement | null>,
  draft: InquiryDraft,
  update: (changes: Partial<InquiryDraft>) => void,
) {
  const host = useHost();
  const { text } = useLocale();
  useEffect(
    () =>
      host.listen('phx-fill', (detail) => {
        const asked = (detail ?? {}) as { inquiry?: string; product?: string };
        const changes: Partial<InquiryDraft> = {};
        if (inquiryTypes.includes(asked.inquiry as InquiryType)) changes.inquiry = asked.inquiry as InquiryType;
        if (productIds.includes(asked.product as ProductId))
          changes.subject = text.contact.subjectAbout({ product: productById(asked.product as ProductId).name });
        update(changes);
        const filled = { ...draft, ...changes };
        const next = fieldsInOrder.find((field) => !filled[field]) ?? 'message';
        form.current?.scrollIntoView({ block: 'start' });
        form.current?.querySelector<HTMLElement>(`[name="${next}"]`)?.focus();
        return true;
      }),
    [host, text, form, draft, update],
  );
}
