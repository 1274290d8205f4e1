/**
 * The inquiry store, shared by the routes as `app.store`, and the delivery worker that sends from its outbox. The
 * worker stops before the store closes (its attempts in flight finished); a store the app opened itself is closed
 * with the app. Each new inquiry wakes the worker, so that it is sent at once.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type ClinicsLookup, type DeliveryConfig, type DeliveryTuning, startDelivery } from '../delivery/index.ts';
import type { InquiryStore } from '../store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where inquiries are kept (SQLite or PostgreSQL), with their outbox. */
    store: InquiryStore;
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
}

const storePlugin: FastifyPluginAsync<StorePluginOptions> = async (app, options) => {
  const { store } = options;
  if (options.owned) app.addHook('onClose', async () => store.close());
  const delivery =
    options.delivery && store.outbox
      ? startDelivery(options.delivery, store.outbox, app.log, options.deliveryTuning, options.clinics)
      : undefined;
  if (delivery) app.addHook('preClose', async () => delivery.stop());
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
