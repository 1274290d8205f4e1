import { useClinic } from '../../sections/clinic-map/useClinic';
import { Contact } from './Contact';
import type { ContactElementProps } from './ContactElement';

/** The form bound to a clinic by its id: its name from the clinics' data (fetched where the page does not have it). */
export function NamedClinic({ clinic, ...props }: ContactElementProps & { clinic: string }) {
  const answer = useClinic(clinic);
  return (
    <Contact
      // Its form starts afresh once the clinic is known (its draft is kept: what was typed stays).
      key={answer.state === 'found' ? 'named' : 'waiting'}
      {...props}
      clinic={answer.state === 'found' ? answer.clinic : { id: clinic, loading: answer.state === 'loading' }}
    />
  );
}
