import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Vitest runs on its own Vite (7, esbuild), so JSX is compiled by esbuild here instead of
// @vitejs/plugin-react, which targets the Vite 8 used for dev and build.
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
