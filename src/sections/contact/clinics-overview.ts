import { onScreen } from '../../ui/on-screen';

/** The contact page's map of the partner clinics: its code and the clinics, fetched when the panel is on screen. */
export const clinicsOverview = onScreen(() => import('../clinic-map/ClinicsOverview').then((m) => m.ClinicsOverview));

/** The clinics, for a consultation asked at one (`?clinic=`): fetched when the contact page names one. */
export const clinicsContent = onScreen(() => import('../../content/clinics'));
let asked: Promise<typeof import('../../content/clinics')> | undefined;
/** The same promise on every render until the clinics are here, then a settled one `use()` reads at once. */
export const clinicsWhenAsked = () => clinicsContent.ifLoaded() ?? (asked ??= clinicsContent.load());
