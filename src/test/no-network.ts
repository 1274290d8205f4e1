/**
 * The unit tests' set-up: they reach no network. A request a test did not stand in for (a section fetching the
 * clinics from happy-dom's http://localhost:3000) fails as it would offline, instead of trying a port.
 */
const offline = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (/^https?:/.test(url))
    return Promise.reject(new TypeError(`Failed to fetch ${url} (unit tests reach no network)`));
  return offline(input, init);
};
