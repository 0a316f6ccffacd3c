// `node scripts/build-host.mjs <out folder>`: bundles the browser host (lib.mjs buildHost) into another folder.
// The end-to-end tests start their hosts from such a bundle, built once per run (tests/support/e2e-global-setup.ts):
// starting from the bundle takes about a fifth of the time of running the sources through tsx. The folder must sit
// three levels below the repository root, as cli.ts finds content/ and out/renderer from there.
import path from 'node:path';
import { buildHost, root } from './lib.mjs';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node scripts/build-host.mjs <out folder three levels below the repository root>');
  process.exit(2);
}
buildHost(path.resolve(root, outDir));
