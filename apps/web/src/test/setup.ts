import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and chained requests take longer than the 1 s default when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no ResizeObserver; Radix's checkbox and switch measure themselves with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
