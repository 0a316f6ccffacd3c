import matter from 'gray-matter';
import YAML from 'yaml';
import { parseUntrustedYaml } from './yaml-limits';

/**
 * Splits a Markdown file into its YAML front matter and body. The `yaml` package replaces gray-matter's
 * default engine so that YAML is read the same way everywhere (core schema; dates stay strings).
 */
export function parseFrontMatter(text: string): { data: unknown; body: string; hasFrontMatter: boolean } {
  const hasFrontMatter = /^---\r?\n/.test(text);
  // An empty options object would let gray-matter serve a cached result keyed by text; pass engines each time.
  const parsed = matter(text, { engines: { yaml: (source: string) => parseUntrustedYaml(source) as object } });
  return { data: parsed.data, body: parsed.content.replace(/^\r?\n/, ''), hasFrontMatter };
}

export function stringifyFrontMatter(data: unknown, body: string): string {
  const yamlText = YAML.stringify(data, { lineWidth: 0 });
  return `---\n${yamlText}---\n\n${body.trimEnd()}\n`;
}
