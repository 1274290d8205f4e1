/** The team's inbox in this language, for the server only: compiled from catalogs/en.po (see docs/content.md). */
export { words } from '../catalogs/en.po?part=team';
