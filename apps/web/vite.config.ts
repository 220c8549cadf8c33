import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (the production build is served by it on one port). */
const API_TARGET = 'http://localhost:3000';

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
  },
});
