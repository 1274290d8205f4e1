/**
 * Something fetched by key once and kept (a section's code, a part of the words): a fetch that fails is tried again
 * next time.
 */
export function fetchOnce<K, V>(fetch: (key: K) => Promise<V>) {
  const loaded = new Map<K, V>();
  const loading = new Map<K, Promise<V>>();
  return {
    /** The value of `key` if it is here already. */
    ifLoaded: (key: K): V | undefined => loaded.get(key),
    /** The value of `key`, fetched once. */
    load(key: K): Promise<V> {
      let pending = loading.get(key);
      if (!pending) {
        pending = fetch(key).then(
          (value) => {
            loaded.set(key, value);
            return value;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },
    /** Keeps a value that came by other means (with the code that imports it). */
    keep(key: K, value: V) {
      loaded.set(key, value);
      loading.set(key, Promise.resolve(value));
    },
  };
}
