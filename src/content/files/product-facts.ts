/**
 * The hands' facts (content/products/<id>.yml), in their order. The builds and the tests replace this module by the
 * data itself (scripts/content-files.ts, a Vite plugin), so a browser parses nothing; plain Node reads the files here.
 */
import { loadedProducts } from './loaded';

export const productFacts = loadedProducts().facts;
