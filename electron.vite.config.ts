import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { workerPlugins } from './build/worker-plugins';
import { preloadAllowlistDefines } from './build/preload-allowlist';

/**
 * Three bundles: main (Electron lifecycle + the same services the browser host uses), preload (the tiny
 * bridge) and the renderer. The renderer uses an absolute base so deep links (/tracks/arena) load their
 * assets both over the app:// protocol and from the browser host.
 */
/** `@shared/...` is src/shared from anywhere in src (tsconfig.base.json declares the same for tsc, tsx and esbuild). */
const resolveShared = { alias: { '@shared': resolve(__dirname, 'src/shared') } };

export default defineConfig({
  main: {
    resolve: resolveShared,
    // Dependencies stay in node_modules for main (better-sqlite3 is native; electron-builder packs them).
    // The bounded markdown job's thread is its own entry (out/main/markdown-job-worker.js), started by
    // src/main/services/writings/markdown/bounded-job.ts from beside the bundle.
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          'markdown-job-worker': resolve(__dirname, 'src/main/services/writings/markdown/markdown-job-worker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: resolveShared,
    // A sandboxed preload can require only `electron`: everything else is bundled in. Its channel and event
    // allowlists are computed from the contract here, so only the names reach the bundle.
    define: preloadAllowlistDefines(),
    build: { externalizeDeps: false, rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts') } } },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    base: '/',
    plugins: [react()],
    resolve: resolveShared,
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
    worker: { format: 'es', plugins: () => workerPlugins(__dirname) },
  },
});
