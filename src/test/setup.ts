import { afterEach, vi } from 'vitest';

// Every test starts from an empty page and session; elements from earlier tests are disconnected.
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});
