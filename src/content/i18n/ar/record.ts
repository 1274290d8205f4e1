/** The record words in this language: compiled from catalogs/ar.po (see docs/content.md). */
export { words } from '../catalogs/ar.po?part=record';
