import { createRequire } from 'node:module';
import type GrayMatter from 'gray-matter';
import YAML from 'yaml';
import { parseUntrustedYaml } from './yaml-limits';
import { lookupMemo, recordParse } from './yaml-memo';

export type FrontMatter = { data: unknown; body: string; hasFrontMatter: boolean };

// gray-matter (with the js-yaml and esprima it loads for engines we replace) is loaded at the first file the
// memo does not hold, not at start-up: the shipped content is memoised (yaml-memo.ts).
const load = createRequire(__filename);
let matter: typeof GrayMatter | undefined;
const grayMatter = () => (matter ??= load('gray-matter') as typeof GrayMatter);

/**
 * Splits a Markdown file into its YAML front matter and body. The `yaml` package replaces gray-matter's
 * default engine so that YAML is read the same way everywhere (core schema; dates stay strings).
 */
export function parseFrontMatter(text: string): FrontMatter {
  const memoised = lookupMemo('front-matter', text) as FrontMatter | undefined;
  if (memoised !== undefined) return memoised;
  const hasFrontMatter = /^---\r?\n/.test(text);
  // An empty options object would let gray-matter serve a cached result keyed by text; pass engines each time.
  const parsed = grayMatter()(text, { engines: { yaml: (source: string) => parseUntrustedYaml(source) as object } });
  const result: FrontMatter = { data: parsed.data, body: parsed.content.replace(/^\r?\n/, ''), hasFrontMatter };
  recordParse('front-matter', text, result);
  return result;
}

export function stringifyFrontMatter(data: unknown, body: string): string {
  const yamlText = YAML.stringify(data, { lineWidth: 0 });
  return `---\n${yamlText}---\n\n${body.trimEnd()}\n`;
}
