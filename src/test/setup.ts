import { afterEach, beforeEach, vi } from 'vitest';

// Every test starts with an empty session: also after an earlier test's element, disconnected below, saved its draft
// once more on its way out (its unmount comes a microtask late).
beforeEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// Every test starts from an empty page and session; elements from earlier tests are disconnected.
afterEach(() => {
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return; // node-environment tests (server, scripts)
  document.body.innerHTML = '';
  sessionStorage.clear();
});
