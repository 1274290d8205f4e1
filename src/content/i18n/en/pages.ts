/** The pages words in this language: compiled from catalogs/en.po (see docs/content.md). */
export { words } from '../catalogs/en.po?part=pages';
