import { afterEach, vi } from 'vitest';

// Every test starts from an empty page and session; elements from earlier tests are disconnected.
afterEach(() => {
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return; // node-environment tests (server, scripts)
  document.body.innerHTML = '';
  sessionStorage.clear();
});
