/** The team's inbox in this language, for the server only: compiled from catalogs/de.po (see docs/content.md). */
export { words } from '../catalogs/de.po?part=team';
