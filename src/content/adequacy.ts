/**
 * Whether a clinic's country is inside the EU and the EEA, has an EU adequacy decision, has one for some
 * organisations only (as good as none for one clinic), or has none: what the clinic box tells a visitor before their request goes there
 * (Art. 49(1)(a) GDPR asks for the risk to be named). The facts and their source are in adequacy.json.
 */
// Named imports: only what is used is bundled (the contact form needs the lists, not the description).
import { adequacy, checked, eea, source } from './adequacy.json';

type Transfer = 'eea' | 'adequacy' | 'none';

export const adequacySource = { ...source, checked };

/** How the EU protects details sent to `country` (an ISO 3166-1 code, any case). */
export function transferTo(country: string): Transfer {
  const code = country.toLowerCase();
  if (eea.includes(code)) return 'eea';
  if (adequacy.includes(code)) return 'adequacy';
  // An adequacy decision for some organisations only (partial) may not cover a given clinic: said as none.
  return 'none';
}
