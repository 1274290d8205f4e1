/**
 * The inquiry store, shared by the routes as `app.store`, and the delivery worker that sends from its outbox. The
 * worker stops before the store closes (its attempts in flight finished); a store the app opened itself is closed
 * with the app. Each new inquiry wakes the worker, so that it is sent at once.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ClinicsLookup,
  type DeliveryConfig,
  type DeliveryTuning,
  kindsOf,
  startDelivery,
} from '../delivery/index.ts';
import { eraseReceivedBefore } from '../inquiries/erase.ts';
import { type PatientDb, patientDbOf } from '../patient/db.ts';
import { type PatientLinks, type PatientService, startPatientService } from '../patient/service.ts';
import type { InquiryStore } from '../store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where inquiries are kept (SQLite or PostgreSQL), with their outbox. */
    store: InquiryStore;
    /**
     * The patient's side (server/patient/): their link's settings (when a link secret is set), the tables beside the
     * inquiries, and a wake for the notices' worker. Undefined with a store other than SQLite or PostgreSQL.
     */
    patient?: {
      links?: PatientLinks;
      db: PatientDb;
      store: InquiryStore;
      /** The team's channels (e-mail, webhook): a withdrawn health consent is told on each. */
      teamChannels: readonly ('email' | 'webhook')[];
      wake(): void;
    };
  }
}

interface StorePluginOptions {
  store: InquiryStore;
  /** Whether the app opened the store itself, and so closes it. */
  owned: boolean;
  /** E-mail and webhook for each stored inquiry, and the retention pass; without it nothing is sent or expires. */
  delivery?: DeliveryConfig;
  deliveryTuning?: DeliveryTuning;
  /** The clinics by id: a clinic's name and languages for the requests shared with it. */
  clinics?: ClinicsLookup;
  /** Where the patient's link points (the site's origin), when delivery has a link secret. */
  origin?: () => string;
}

/** The patient's tables for this store, or undefined for a store of a company's own making. */
function patientDb(store: InquiryStore): PatientDb | undefined {
  try {
    return patientDbOf(store);
  } catch {
    return undefined;
  }
}

const storePlugin: FastifyPluginAsync<StorePluginOptions> = async (app, options) => {
  const { store } = options;
  if (options.owned) app.addHook('onClose', async () => store.close());
  const db = patientDb(store);
  const config = options.delivery;
  const links =
    config?.linkSecret && options.origin
      ? { secret: config.linkSecret, retentionDays: config.retentionDays, origin: options.origin }
      : undefined;
  // Its notices (erasure notices, confirmations) go out wherever deliveries do.
  let patient: PatientService | undefined;
  if (db && config && store.outbox)
    patient = startPatientService({
      store,
      config,
      links,
      clinics: options.clinics ?? (() => undefined),
      log: app.log,
      tuning: options.deliveryTuning,
    });
  const delivery =
    config && store.outbox
      ? startDelivery(config, store.outbox, app.log, options.deliveryTuning, options.clinics, {
          confirmation: patient?.confirmation,
          eraseEach: db ? (cutoff) => eraseReceivedBefore(store, cutoff) : undefined,
        })
      : undefined;
  if (delivery) app.addHook('preClose', async () => delivery.stop());
  if (patient) app.addHook('preClose', async () => patient.stop());
  const teamChannels = config ? kindsOf(config).filter((kind) => kind === 'email' || kind === 'webhook') : [];
  if (db) app.decorate('patient', { links, db, store, teamChannels, wake: () => patient?.wake() });
  app.decorate('store', delivery ? wakingOn(store, delivery.wake) : store);
};

/** The store as the receiver sees it: each new inquiry also wakes the delivery worker. */
function wakingOn(store: InquiryStore, wake: () => void): InquiryStore {
  return {
    add: async (request) => {
      const result = await store.add(request);
      if (!result.conflict && result.created) wake();
      return result;
    },
    list: () => store.list(),
    ping: store.ping && (() => store.ping?.()),
    probe: store.probe && (() => store.probe?.()),
    outbox: store.outbox,
    close: () => store.close(),
  };
}

export default fp(storePlugin, { name: 'phx-store' });
