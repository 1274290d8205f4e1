/**
 * The partner clinics as the routes share them (`app.clinics`): the directory read from the clinics file, read again
 * when it changes (see clinics/directory.ts). A directory the app opened itself is closed with the app.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ClinicDirectory } from '../clinics/directory.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner clinics: what pages render from, the files browsers fetch, the receiver's lookup by id. */
    clinics: ClinicDirectory;
  }
}

interface ClinicsPluginOptions {
  directory: ClinicDirectory;
  /** Whether the app opened the directory itself, and so closes it. */
  owned: boolean;
}

const clinicsPlugin: FastifyPluginAsync<ClinicsPluginOptions> = async (app, { directory, owned }) => {
  if (owned) app.addHook('onClose', async () => directory.close());
  app.decorate('clinics', directory);
};

export default fp(clinicsPlugin, { name: 'phx-clinics' });
