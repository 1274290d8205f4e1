import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { Clinic } from '../../content/clinics/clinic';
import { Contact, type ContactProps } from './Contact';

export type ContactElementProps = Omit<ContactProps, 'clinic' | 'map'> & {
  /** A partner clinic's id: the request names it; its name (and the box to send it there too) once it is known. */
  clinic?: string;
};

type Finder = ComponentType<{ id: string; onFound: (clinic: Clinic | undefined) => void }>;
/** The answer for an id: its clinic, or none (an id the clinics do not have, or data that did not load). */
type Lookup = { id: string; clinic?: Clinic };

/**
 * <phx-contact>: the contact form and its panel. Bound to a partner clinic, it fetches the code that finds the clinic's
 * name only then (a page without `clinic` never loads it); meanwhile and for an id the clinics do not have, the request
 * still names the id, and goes to the company alone. The form is drawn once: the name fills in around what the visitor
 * is typing.
 */
export function ContactElement({ clinic, ...props }: ContactElementProps) {
  const [Finder, setFinder] = useState<Finder>();
  const [lookup, setLookup] = useState<Lookup>();
  useEffect(() => {
    if (clinic) void import('./NamedClinic').then((loaded) => setFinder(() => loaded.NamedClinic));
  }, [clinic]);
  const found = useCallback(
    (named: Clinic | undefined) => clinic && setLookup({ id: clinic, clinic: named }),
    [clinic],
  );
  // A lookup for another id (the attribute changed) counts for nothing.
  const known = clinic && lookup?.id === clinic ? lookup : undefined;
  return (
    <>
      {clinic && Finder && <Finder id={clinic} onFound={found} />}
      <Contact {...props} clinic={clinic ? (known?.clinic ?? { id: clinic, loading: !known }) : undefined} />
    </>
  );
}
