import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Plugins for Web Worker bundles (the Markdown worker). A worker has no `document`, but Vite resolves packages
 * with the `browser` condition, and decode-named-character-reference's browser build decodes entities through
 * `document.createElement`: in a worker it throws at load. Its plain build (a lookup table) works anywhere.
 */
export function workerPlugins(root: string): Plugin[] {
  const plain = resolve(root, 'node_modules/decode-named-character-reference/index.js');
  return [
    {
      name: 'workbench:dom-free-worker-deps',
      enforce: 'pre',
      resolveId: (source) => (source === 'decode-named-character-reference' ? plain : null),
    },
  ];
}
