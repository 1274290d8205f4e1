import { useEffect } from 'react';
import type { Clinic } from '../../content/clinics/clinic';
import { useClinic } from '../../sections/clinic-map/useClinic';

/**
 * Finds the clinic bound to a form by its id, from the clinics' data (fetched where the page does not have it), and
 * reports it: the clinic once found, nothing for an id the data does not have. It draws nothing, so the form beside it
 * stays the same form (what was typed, and focus, stay where they are) when the name arrives.
 */
export function NamedClinic({ id, onFound }: { id: string; onFound: (clinic: Clinic | undefined) => void }) {
  const answer = useClinic(id);
  const found = answer.state === 'found' ? answer.clinic : undefined;
  const settled = answer.state !== 'loading';
  useEffect(() => {
    if (settled) onFound(found);
  }, [settled, found, onFound]);
  return null;
}
