import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { type Catalogue, changeLocale, loadCatalogues } from '../i18n/i18n';
import { server, stopRecording } from './msw';

// Every test reads the product in English, its source language, with both catalogues loaded (and
// both loaded for a language a test switches to).
await changeLocale('en-IN', { remember: false });
await loadCatalogues(
  Object.keys(import.meta.glob('../locales/en-IN/**/*.po')).map(
    (file) => file.replace(/^\.\.\/locales\/en-IN\/(.*)\.po$/, '$1') as Catalogue,
  ),
);

// Every render stands inside the translation layer, as the app does (app/providers/root-providers).
vi.mock('@testing-library/react', async (original) => {
  const { translatedLibrary } = await import('./translations');
  return translatedLibrary(await original<typeof import('@testing-library/react')>());
});

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

// A request no test answered fails the test that made it, so no test leans on another's handlers.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // Each render makes its own QueryClient (test/render.tsx), so no cached answer outlives its test.
  server.resetHandlers();
  stopRecording();
  window.localStorage.clear();
});
afterAll(() => server.close());
