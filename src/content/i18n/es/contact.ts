/** The contact words in this language: compiled from catalogs/es.po (see docs/content.md). */
export { words } from '../catalogs/es.po?part=contact';
