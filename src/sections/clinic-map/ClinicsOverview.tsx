import { useEffect, useMemo, useState } from 'react';
import type { ClinicIndex, ClinicManifest } from '../../content/clinics/index-file';
import { snapshot } from '../../content/snapshots';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { boxOf, mapPlaces, useClinicSource } from './clinic-data';
import { ClinicMap, type MapSnapshot, snapshotOf } from './ClinicMap';
import { useClinic } from './useClinic';

/** What the site's contact page adds to the contact section: the clinics' map and the lookup of `?clinic=`. */
export const contactPageClinics = { Overview: ClinicsOverview, useClinic };
export type ContactPageClinics = typeof contactPageClinics;

interface Overview {
  manifest: ClinicManifest;
  count: number;
  countries: string[];
  countryCount: number;
  map: MapSnapshot;
}

function overviewOf(index: ClinicIndex) {
  const { xs, ys } = mapPlaces(index);
  const positions = Uint32Array.from({ length: index.count }, (_, i) => i);
  const places = { xs, ys, positions, box: boxOf(xs, ys, positions) };
  return { places, countries: index.countryCodes, countryCount: index.countryCodes.length, count: index.count };
}

/**
 * Every partner clinic on the map, and the way to the finder: the contact page's map panel. The server draws it; the
 * browser fetches the clinics themselves only when the visitor moves the map (or where nothing was drawn).
 */
export function ClinicsOverview() {
  const { text, format } = useLocale();
  const t = text.clinics;
  const source = useClinicSource();
  const [index, setIndex] = useState(() => (typeof document === 'undefined' ? source.indexIfLoaded() : undefined));
  const [first] = useState(() =>
    snapshot<Overview>('clinics:overview', () => {
      const here = source.indexIfLoaded();
      if (!here) return undefined;
      const { places, ...overview } = overviewOf(here);
      return { ...overview, manifest: here.manifest, countries: [...overview.countries], map: snapshotOf(places) };
    }),
  );
  const load = () => {
    if (!index) source.index().then(setIndex, () => undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount
  useEffect(() => {
    if (!first) load();
  }, []);
  const live = useMemo(() => index && overviewOf(index), [index]);
  const shown = live ?? first;
  const names = shown ? shown.countries.slice(0, 6).map((code) => format.country(code)) : [];
  const label = !shown
    ? t.map({ count: 0, countries: '' })
    : t.map({
        count: shown.count,
        countries: shown.countryCount <= 6 ? format.list(names) : t.countryCount({ count: shown.countryCount }),
      });
  return (
    <div onPointerDownCapture={load} onFocusCapture={load} aria-busy={!shown || undefined}>
      {/* Below the form: its land would make the page's HTML take one more round trip before the first paint. */}
      <ClinicMap
        places={live?.places}
        snapshot={first?.map}
        fitKey={shown ? String(shown.count) : ''}
        label={label}
        credit={t.mapCredit}
        words={{
          zoomIn: t.zoomIn,
          zoomOut: t.zoomOut,
          showAll: t.showAll,
          controls: t.mapControls,
          help: t.mapHelp,
          group: (count) => t.group({ count }),
        }}
        landInHtml={false}
      />
      <Link to="/clinics">{text.contact.allClinics}</Link>
    </div>
  );
}
