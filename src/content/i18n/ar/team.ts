/** The team's inbox in this language, for the server only: compiled from catalogs/ar.po (see docs/content.md). */
export { words } from '../catalogs/ar.po?part=team';
