import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative on purpose: Vite bundles relative imports of its config, while the '@pn/shared'
// package (TypeScript source) would be loaded by Node as-is and fail.
import { API_BASE } from '../../packages/shared/src/constants.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      [API_BASE]: { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
