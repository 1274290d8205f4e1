/**
 * One clinic by its id (a partner's own page, the contact page's `?clinic=`): at once on a server and where the
 * browser has it (the server's snapshot, or the finder's rows), else fetched. An id the data does not have (a typo,
 * a clinic that left) is `unknown`, never an error.
 */
import { useEffect, useState } from 'react';
import type { Clinic } from '../../content/clinics/clinic';
import type { ClinicManifest } from '../../content/clinics/index-file';
import { snapshot } from '../../content/snapshots';
import type { ClinicSource } from '../../content/clinics/source';
import { useClinicSource } from './clinic-data';

type ClinicAnswer =
  | { state: 'found'; clinic: Clinic }
  | { state: 'unknown' }
  | { state: 'loading' }
  | { state: 'failed'; retry(): void };

/** What is at hand for `id` without a fetch. */
function atHand(source: ClinicSource, id: string | undefined): ClinicAnswer {
  if (!id) return { state: 'unknown' };
  const taken = snapshot<{ manifest: ClinicManifest; clinic: Clinic | null }>(`clinic:${id}`, () => {
    const manifest = source.manifestIfLoaded();
    const here = source.clinicIfLoaded(id);
    return manifest && here !== undefined ? { manifest, clinic: here } : undefined;
  });
  if (taken?.clinic) source.keep(taken.manifest, [{ clinic: taken.clinic }]);
  if (taken) return taken.clinic ? { state: 'found', clinic: taken.clinic } : { state: 'unknown' };
  const here = source.clinicIfLoaded(id);
  return here ? { state: 'found', clinic: here } : here === null ? { state: 'unknown' } : { state: 'loading' };
}

export function useClinic(id: string | undefined): ClinicAnswer {
  const source = useClinicSource();
  const [held, setHeld] = useState(() => ({ id, answer: atHand(source, id) }));
  let answer = held.answer;
  if (held.id !== id) {
    answer = atHand(source, id);
    setHeld({ id, answer });
  }
  useEffect(() => {
    if (!id || answer.state !== 'loading') return;
    let live = true;
    const retry = () => setHeld({ id, answer: { state: 'loading' } });
    source.clinic(id).then(
      (clinic) => live && setHeld({ id, answer: clinic ? { state: 'found', clinic } : { state: 'unknown' } }),
      () => live && setHeld({ id, answer: { state: 'failed', retry } }),
    );
    return () => {
      live = false;
    };
  }, [id, source, answer.state]);
  return answer;
}
