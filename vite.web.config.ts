import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { workerPlugins } from './build/worker-plugins';

/** Renderer-only build for the browser host (electron-vite dev/preview need the Electron binary). */
export default defineConfig({
  root: resolve(__dirname, 'src/renderer'),
  base: '/',
  plugins: [react()],
  // `@shared/...` is src/shared (tsconfig.base.json declares the same for tsc, tsx and esbuild).
  resolve: { alias: { '@shared': resolve(__dirname, 'src/shared') } },
  build: {
    outDir: resolve(__dirname, 'out/renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es', plugins: () => workerPlugins(__dirname) },
});
