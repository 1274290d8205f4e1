import { type ComponentType, useEffect, useState } from 'react';
import { Contact, type ContactProps } from './Contact';

export type ContactElementProps = Omit<ContactProps, 'clinic' | 'map'> & {
  /** A partner clinic's id: the request names it; its name (and the box to send it there too) once it is known. */
  clinic?: string;
};

type Named = ComponentType<ContactElementProps & { clinic: string }>;

/**
 * <phx-contact>: the contact form and its panel. Bound to a partner clinic, it fetches the code that finds the clinic's
 * name only then (a page without `clinic` never loads it); meanwhile and for an id the clinics do not have, the request
 * still names the id, and goes to the company alone.
 */
export function ContactElement({ clinic, ...props }: ContactElementProps) {
  const [Named, setNamed] = useState<Named>();
  useEffect(() => {
    if (clinic) void import('./NamedClinic').then((loaded) => setNamed(() => loaded.NamedClinic));
  }, [clinic]);
  if (clinic && Named) return <Named {...props} clinic={clinic} />;
  return <Contact {...props} clinic={clinic ? { id: clinic, loading: true } : undefined} />;
}
