/**
 * Vite plugin: the interface words' catalogs compiled at build time. `import { words } from '../catalogs/de.po?part=contact'`
 * gives the contact part of the German catalog as a module of strings and small functions (scripts/catalogs/).
 * A build stops on a missing translation or a broken message, naming the file and line; it prints each language's
 * stale entries (shown as translated until a translator updates them: `npm run catalogs -- report`).
 */
import type { Logger, Plugin } from 'vite';
import { englishDrift, partModule, partRequest, statuses, writeDeclarations } from './catalogs/modules';
import { catalogDir } from './catalogs/catalog';

let reported = false;

export function catalogs(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'phx-catalogs',
    configResolved(config) {
      logger = config.logger;
    },
    buildStart() {
      writeDeclarations();
      const drift = englishDrift();
      if (drift.length)
        this.error(`en.po: msgid and msgstr differ for ${drift.join(', ')}: run \`npm run catalogs -- update\``);
      const found = statuses();
      const missing = found.filter((s) => s.missing.length);
      if (missing.length)
        this.error(
          `missing translations (npm run catalogs -- report): ${missing.map((s) => `${s.lang}: ${s.missing.join(', ')}`).join('; ')}`,
        );
      if (reported) return;
      reported = true;
      for (const s of found) {
        const stale = s.stale.length ? ` (${s.stale.map((e) => e.id).join(', ')})` : '';
        const obsolete = s.obsolete.length ? `, ${s.obsolete.length} obsolete (${s.obsolete.join(', ')})` : '';
        logger?.info(`catalogs: ${s.lang}.po ${s.missing.length} missing, ${s.stale.length} stale${stale}${obsolete}`);
      }
    },
    load(id) {
      const request = partRequest(id);
      if (!request) return null;
      this.addWatchFile(request.file);
      this.addWatchFile(`${catalogDir}en.po`);
      try {
        return { code: partModule(request), moduleType: 'js' };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}
