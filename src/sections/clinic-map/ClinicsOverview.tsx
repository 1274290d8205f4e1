import { clinicById, clinics } from '../../content/clinics';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { ClinicMap } from './ClinicMap';

/** What the site's contact page adds to the contact section: the clinics' map and the lookup of `?clinic=`. */
export const contactPageClinics = { Overview: ClinicsOverview, clinicById };
export type ContactPageClinics = typeof contactPageClinics;

/** Every partner clinic on the map, and the way to the finder: the contact page's map panel. */
export function ClinicsOverview() {
  const { text, format } = useLocale();
  const t = text.clinics;
  const countries = format.list([...new Set(clinics.map((c) => c.country))].map((c) => t.countries[c]));
  return (
    <>
      {/* Below the form: its land would make the page's HTML take one more round trip before the first paint. */}
      <ClinicMap
        clinics={clinics}
        label={t.map(clinics.length, countries, format)}
        credit={t.mapCredit}
        landInHtml={false}
      />
      <Link to="/clinics">{text.contact.allClinics}</Link>
    </>
  );
}
