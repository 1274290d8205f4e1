/** The privacy notice's words in this language (content/pages/privacy.en.md); replaced by the data in the builds (see ../product-facts.ts). */
import type { PrivacyWords } from '../../notice-shape';
import { loadedPrivacy } from '../loaded';

export const privacy: PrivacyWords = loadedPrivacy().en;
