import { recordYamlMemo } from '../../src/main/cli/record-yaml-memo';
import { installYamlMemo } from '../../src/main/content/yaml-memo';
import { madeOncePerRun, TEMPLATE_DIR_ENV } from './template-database';

/**
 * The parsed YAML of the shipped content, as the browser host's build memoises it (content/yaml-memo.ts), for the
 * test apps. Every test app loads the shipped tracks and problems; parsing their YAML was about a fifth of a test
 * app's start (20 of about 90 ms), and hundreds of apps start in a run. The memo changes no result: an entry is
 * keyed by the SHA-256 of the exact text, so a test's own or edited file misses and is parsed as usual, and
 * tests/content/test-content-memo.test.ts checks that the content an app loads is the same with it.
 *
 * Like the template database, it lives in the run's folder (jest-global-setup.js): the first test app of each
 * worker records it and renames it into place, and each test file installs it once (a file has its own module
 * registry, so its own memo). Without that folder (a mutation run, which must parse with the mutated code) nothing
 * is installed.
 */
const MEMO_NAME = 'content-yaml-memo.json';
let installedFor: string | undefined;

/** Installs the run's memo of `contentDir` (the shipped content) in this test file, once. */
export function useContentMemo(contentDir: string): void {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir || installedFor === dir) return;
  installedFor = dir;
  installYamlMemo(madeOncePerRun(dir, MEMO_NAME, (file) => recordYamlMemo(contentDir, file)));
}
