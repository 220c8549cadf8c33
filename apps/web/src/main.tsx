import './styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { changeLocale, startLocale } from './i18n/i18n';
import { applyTheme, readStoredTheme, resolveTheme, systemPrefersDark } from './lib/theme';

// Before the first paint, so a dark theme never flashes light (no inline script: strict CSP).
applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first page's texts, in the language chosen on this device, before it renders: English when
// that language cannot be fetched, and the page anyway should English fail too.
startLocale()
  .catch(() => changeLocale('en-IN', { remember: false }))
  .catch(() => undefined)
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    ),
  );
