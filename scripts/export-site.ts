/**
 * Part of `npm run build`: writes dist/site/, the site as static files (server/site/export.ts). Set at build time:
 * PHX_PUBLIC_ORIGIN (the site's address), PHX_INQUIRY_ENDPOINT (the receiver's URL; without it the form posts to
 * /api/inquiries on the site's own origin) and PHX_CLINICS_FILE (the partner clinics; default the sample).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportSite } from '../server/site/export.ts';
import { clinicsFileFrom, readClinicsFile } from '../server/clinics/directory.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { renderElement } = (await import(
  pathToFileURL(`${root}dist/server/index.js`).href
)) as typeof import('../src/ssr/index.ts');
const origin = new URL(process.env.PHX_PUBLIC_ORIGIN || 'http://localhost:8080').origin;
const endpoint = process.env.PHX_INQUIRY_ENDPOINT?.trim() || undefined;
// The clinics the build published into the bundle (PHX_CLINICS_FILE, else the sample): a problem stops the build.
const clinics = readClinicsFile(clinicsFileFrom(process.env)).data;
const pages = await exportSite({ root, render: renderElement, outDir: `${root}dist/site`, origin, endpoint, clinics });
console.log(`dist/site: ${pages} pages and a 404.html for ${origin}`);
if (!process.env.PHX_PUBLIC_ORIGIN)
  console.log('dist/site: PHX_PUBLIC_ORIGIN is not set: its links name http://localhost:8080');
if (!endpoint)
  console.log(
    "dist/site: PHX_INQUIRY_ENDPOINT is not set: its contact form sends to /api/inquiries on the site's origin",
  );
