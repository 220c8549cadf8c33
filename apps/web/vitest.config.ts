import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The catalogues' configuration, found from any working folder (CI runs the tests from the root). */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineProject({
  plugins: [react(), lingui({ configPath: LINGUI_CONFIG, macroTransform: true })],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
