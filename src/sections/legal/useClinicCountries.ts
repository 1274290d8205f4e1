import { useEffect, useState } from 'react';
import { snapshot } from '../../content/snapshots';
import { useClinicSource } from '../clinic-map/clinic-data';

/**
 * The countries of the partner clinics that accept requests (ISO codes), from the clinics file as published: at once
 * on a server and where its page was hydrated, else when the clinics' manifest arrives (none while it has not).
 */
export function useClinicCountries(): readonly string[] {
  const source = useClinicSource();
  const [countries, setCountries] = useState<readonly string[]>(
    () => snapshot('clinic-countries', () => source.manifestIfLoaded()?.countries) ?? [],
  );
  const known = countries.length > 0;
  useEffect(() => {
    if (known) return;
    let live = true;
    source.manifest().then(
      (manifest) => live && setCountries(manifest.countries ?? []),
      // Without the clinics' data the notice says nothing of them: no request can name a clinic then either.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source, known]);
  return countries;
}
