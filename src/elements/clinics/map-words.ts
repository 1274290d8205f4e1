/** The map's words in the element's language: its controls, its help, and what it shows. */
import { useMemo } from 'react';
import type { Format } from '../../content/i18n';
import type { MapWords } from '../../sections/clinic-map/ClinicMap';
import { useLocale } from '../../ui/locale';

type ClinicWords = ReturnType<typeof useLocale>['text']['clinics'];

export function useMapWords(): MapWords {
  const { text } = useLocale();
  const t = text.clinics;
  return useMemo(
    () => ({
      zoomIn: t.zoomIn,
      zoomOut: t.zoomOut,
      showAll: t.showAll,
      controls: t.mapControls,
      help: t.mapHelp,
      group: (count: number) => t.group({ count }),
    }),
    [t],
  );
}

/** "Map of 25 clinics in the United States, Germany, …": the countries by name up to five, else how many. */
export function mapLabel(
  t: ClinicWords,
  format: Format,
  shown: { count: number; countries: readonly string[]; countryCount: number } | undefined,
) {
  if (!shown) return t.map({ count: 0, countries: '' });
  const countries =
    shown.countryCount <= shown.countries.length
      ? format.list(shown.countries.map((code) => format.country(code)))
      : t.countryCount({ count: shown.countryCount });
  return t.map({ count: shown.count, countries });
}
