import YAML from 'yaml';

/** Test helpers: build manifests as plain data, then as YAML text, with every field valid unless overridden. */
export type RawNode = Record<string, unknown> & { id: string; prereqs: string[] };
export type RawChapter = { title: string; nodes: RawNode[] };

export function node(id: string, prereqs: string[] = [], extra: Record<string, unknown> = {}): RawNode {
  return {
    id,
    title: `Section ${id}`,
    url: `https://example.org/${id}`,
    kind: 'external_reading',
    duration_min: 30,
    domain_tags: ['tag'],
    axes: ['algorithmic'],
    prereqs,
    ...extra,
  };
}

export function manifest(chapters: RawChapter[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: { kind: 'github_notebooks', repo_url: 'https://github.com/example/notebooks' },
    track: { slug: 'demo', title: 'Demo track', description: 'A track for tests.' },
    chapters,
    ...overrides,
  };
}

// No anchors/aliases for objects the data shares: manifests may use at most 10 (src/main/content/yaml-limits.ts),
// and a manifest author's tool should write repeated values out the same way.
export const toYaml = (data: unknown): string => YAML.stringify(data, { aliasDuplicateObjects: false });

export const oneChapter = (...nodes: RawNode[]): string => toYaml(manifest([{ title: 'Basics', nodes }]));
