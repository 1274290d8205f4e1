/**
 * `tsx --import ./scripts/catalogs/register.ts …`: lets code run from source by Node (the site server's `npm start`,
 * the build's scripts) import a catalog's part (`../catalogs/de.po?part=contact`) as the Vite plugin compiles it.
 */
import { register } from 'node:module';

register('./node-hooks.ts', import.meta.url);
