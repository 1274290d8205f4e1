/** The team's inbox in this language, for the server only: compiled from catalogs/es.po (see docs/content.md). */
export { words } from '../catalogs/es.po?part=team';
