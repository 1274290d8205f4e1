/** The privacy notice's words in this language (content/pages/privacy.ar.md); replaced by the data in the builds (see ../product-facts.ts). */
import type { PrivacyWords } from '../../notice-shape';
import { loadedPrivacy } from '../loaded';

export const privacy: PrivacyWords = loadedPrivacy().ar;
