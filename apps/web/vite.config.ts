import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (the production build is served by it on one port). */
const API_TARGET = 'http://localhost:3000';

/** One word list of @zxcvbn-ts/language-common or -en (e.g. `…/language-en/dist/lastnames.json.mjs`). */
const PASSWORD_DICTIONARY = /@zxcvbn-ts[\\/]language-(\w+)[\\/]dist[\\/](\w+)\.json\.mjs$/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // The shell's entry carries React, the router, TanStack Query, zod (the shared contracts) and
    // Socket.IO: about 205 kB gzipped. Pages are split out and load on first visit.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
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
