/** The patient's page and e-mails in this language, for the server only: compiled from catalogs/de.po (see docs/content.md). */
export { words } from '../catalogs/de.po?part=patient';
