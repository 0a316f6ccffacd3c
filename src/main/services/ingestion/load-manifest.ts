import { ManifestSchema, type Manifest } from '@shared/domain/manifest';
import { YamlLimitError, parseUntrustedYaml } from '../../content/yaml-limits';
import { describeIssues } from './describe-issues';
import { IngestionError, chapterLabel } from './ingestion-error';

/**
 * Step 1 of "Tracks" in docs/product.md: parse the YAML and validate the top level (`source`, `track`,
 * `chapters`) and every node's fields against the track-file vocabulary. Duplicate ids within a chapter are
 * caught here too, because every later step identifies nodes by id.
 */
export function loadManifest(yamlText: string, label: string): Manifest {
  let raw: unknown;
  try {
    raw = parseUntrustedYaml(yamlText);
  } catch (err) {
    if (err instanceof YamlLimitError) throw new IngestionError('invalid', `${label}: ${err.message}`);
    const first = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new IngestionError('invalid', `${label}: not valid YAML (${first}); fix the syntax and run it again`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new IngestionError(
      'invalid',
      `${label}: the manifest must be a YAML mapping with the top-level fields source, track and chapters`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw new IngestionError('invalid', `${label}: ${describeIssues(raw, parsed.error)}`);
  parsed.data.chapters.forEach((chapter, chapterIndex) => {
    const firstAt = new Map<string, number>();
    chapter.nodes.forEach((node, nodeIndex) => {
      const earlier = firstAt.get(node.id);
      if (earlier !== undefined) {
        throw new IngestionError(
          'invalid',
          `${label}: ${chapterLabel(chapter.title, chapterIndex)}: id "${node.id}" is declared twice ` +
            `(nodes #${earlier + 1} and #${nodeIndex + 1}); give each node its own id`,
        );
      }
      firstAt.set(node.id, nodeIndex);
    });
  });
  return parsed.data;
}
