import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The catalogues' configuration, found from any working folder (CI runs the tests from the root). */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/** The API server the dev server forwards to (the production build is served by it on one port). */
const API_TARGET = 'http://localhost:3000';

/** One word list of @zxcvbn-ts/language-common or -en (e.g. `…/language-en/dist/lastnames.json.mjs`). */
const PASSWORD_DICTIONARY = /@zxcvbn-ts[\\/]language-(\w+)[\\/]dist[\\/](\w+)\.json\.mjs$/;

/**
 * The libraries the sign-in page stands on: React, the router, class merging, the Radix and lucide
 * pieces of its form. One chunk, which changes only when they do.
 */
const FRAMEWORK = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|tailwind-merge|clsx)[\\/]/,
  /node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs|primitive|label)[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
];

/**
 * The data layer every page but sign-in stands on (app/providers/data-provider.tsx): TanStack
 * Query and its client. One chunk, loaded with the first of them.
 */
const DATA_LAYER = [
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /[\\/]src[\\/]app[\\/](providers[\\/]data-provider\.tsx|query-client\.ts)$/,
];

/** zod, which checks the answers of every page but sign-in: fetched beside the first answer it checks. */
const SCHEMAS = [/node_modules[\\/]zod[\\/]/];

const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  // Lingui compiles its macros natively and each catalogue as it is imported (decision 042).
  plugins: [
    react(),
    lingui({
      configPath: LINGUI_CONFIG,
      macroTransform: true,
      failOnMissing: true,
      failOnCompileError: true,
    }),
    tailwindcss(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No list of the chunks to fetch alongside each lazy import: the entry would carry one for every
    // route it loads (about 1.5 KB of the sign-in page's budget). A page's own imports are fetched
    // once its chunk has arrived instead, one round trip later.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: matches(FRAMEWORK) },
            // Not what they import: the data layer's client reads the session, which the entry holds.
            { name: 'data-layer', test: matches(DATA_LAYER), includeDependenciesRecursively: false },
            { name: 'schemas', test: matches(SCHEMAS) },
            {
              // The password-strength dictionaries (1.6 MB, loaded only where a password is chosen)
              // would make one chunk past the limit: a chunk each, fetched in parallel.
              debugName: 'password dictionaries',
              name: (id: string) => {
                const list = PASSWORD_DICTIONARY.exec(id);
                return list ? `zxcvbn-${list[1]}-${list[2]}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
