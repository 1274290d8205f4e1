/** The compare words in this language: compiled from catalogs/de.po (see docs/content.md). */
export { words } from '../catalogs/de.po?part=compare';
