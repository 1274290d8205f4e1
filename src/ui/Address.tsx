import { contactDetails } from '../content/company';

/**
 * An e-mail address or a URL that may wrap only after its `@`, `.` or `/` (never inside a word), read left to
 * right also in Arabic text, and never hyphenated (`.phx-address` in the frame's base rules).
 */
export const Address = ({ children }: { children: string }) => (
  <bdi dir="ltr" className="phx-address">
    {children.split(/(?<=[@./])/).flatMap((piece, i) =>
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
      i ? [<wbr key={i} />, piece] : [piece],
    )}
  </bdi>
);

/** The company's telephone number, a tel: link read left to right in every language. */
export const PhoneLink = () => (
  <a href={contactDetails.phoneHref} dir="ltr">
    {contactDetails.phone}
  </a>
);

/** The company's e-mail address, a mailto: link. */
export const EmailLink = () => (
  <a href={contactDetails.emailHref}>
    <Address>{contactDetails.email}</Address>
  </a>
);
