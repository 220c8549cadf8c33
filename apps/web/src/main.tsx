import './styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { applyTheme, readStoredTheme, resolveTheme, systemPrefersDark } from './lib/theme';

// Before the first paint, so a dark theme never flashes light (no inline script: strict CSP).
applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
