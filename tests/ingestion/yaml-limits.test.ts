import fc from 'fast-check';
import { MAX_YAML_ALIASES, MAX_YAML_SOURCE_BYTES, parseUntrustedYaml } from '../../src/main/content/yaml-limits';
import { parseTrackText } from '../../src/main/content/track-parser';
import { MAX_TRACK_FILE_BYTES, buildTrackFile } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { manifest, node, toYaml } from './manifest-fixtures';

/**
 * Issue 12 item 11: a manifest that names one big value many times through YAML aliases. The text is
 * written by hand because YAML.stringify would not produce the aliases.
 */
function aliasBomb(aliases: number, tagCount: number, tagLength = 20): string {
  const tags = Array.from({ length: tagCount }, (_, i) => `      - t${String(i).padStart(tagLength, '0')}`).join('\n');
  const section = (i: number, tagsYaml: string) =>
    `    - id: n${i}\n      title: Section ${i}\n      url: https://example.org/${i}\n      kind: external_reading\n` +
    `      duration_min: 30\n      domain_tags: ${tagsYaml}\n      axes: [algorithmic]\n      prereqs: []`;
  const nodes = [section(0, `&tags\n${tags}`), ...Array.from({ length: aliases }, (_, i) => section(i + 1, '*tags'))];
  return (
    `source: {kind: github_notebooks, repo_url: "https://github.com/example/notebooks"}\n` +
    `track: {slug: demo, title: Demo, description: A track.}\n` +
    `chapters:\n  - title: Basics\n    nodes:\n${nodes.join('\n')}\n`
  );
}

const build = (text: string) => () => buildTrackFile(text, 'bomb.yaml');

describe('YAML aliases and sizes in manifests and track files', () => {
  it("refuses the issue's shape (one big list named 99 times) at parse, with a clear error", () => {
    const text = aliasBomb(99, 20_000);
    expect(text.length).toBeGreaterThan(400_000);
    expect(build(text)).toThrow(IngestionError);
    expect(build(text)).toThrow(
      `bomb.yaml: it uses YAML aliases (*name) too much (at most ${MAX_YAML_ALIASES} aliased values are allowed); write the repeated values out instead`,
    );
  });

  it('caps what ingestion writes: a few aliases of a big list are refused by size, nothing built', () => {
    // Below the alias cap, but 8 copies of a ~100 KB list is over the 1 MB write cap.
    const text = aliasBomb(8, 4_000);
    expect(() => parseUntrustedYaml(text)).not.toThrow();
    expect(build(text)).toThrow(
      /the generated track file would be \d+\.\d MB, over the 1 MB limit .*; nothing was written/,
    );
  });

  it('accepts a few small aliases (they are legitimate YAML)', () => {
    const built = buildTrackFile(aliasBomb(3, 2), 'ok.yaml');
    expect(built.track.chapters[0]!.sections).toHaveLength(4);
    expect(built.track.chapters[0]!.sections[2]!.domain_tags).toHaveLength(2);
  });

  it('refuses a manifest over the size cap before parsing it', () => {
    const big = toYaml(
      manifest([{ title: 'Basics', nodes: [node('a', [], { title: 'x'.repeat(MAX_YAML_SOURCE_BYTES) })] }]),
    );
    expect(build(big)).toThrow(/bomb\.yaml: it is 1\.\d+ MB, over the 1\.00 MB limit/);
  });

  it('the track loader applies the same alias cap to front matter', () => {
    const front = aliasBomb(20, 3).replace(/^/, '---\n') + '---\nbody\n';
    expect(() => parseTrackText(front, '<upload>')).toThrow(/too much \(at most 10 aliased values/);
  });

  // Fuzz: any number of aliases of a list of any size either builds a file within the cap or is refused with
  // one of the two messages; each case has a time limit (the unbounded version took 11 s and 620 MB).
  it('any alias count and list size ends quickly in a bounded file or a clear refusal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 2_000 }), (aliases, tags) => {
        const started = performance.now();
        let outcome: string;
        try {
          const built = buildTrackFile(aliasBomb(aliases, tags), 'fuzz.yaml');
          outcome =
            Buffer.byteLength(built.text) <= MAX_TRACK_FILE_BYTES ? 'written within the cap' : 'written over the cap';
        } catch (err) {
          const known =
            err instanceof IngestionError && /too much \(at most 10 aliased|over the 1 MB limit/.test(err.message);
          outcome = known ? 'refused clearly' : `unexpected: ${String(err)}`;
        }
        expect(['written within the cap', 'refused clearly']).toContain(outcome);
        // Generous for a loaded CI machine; without the caps the biggest cases take many seconds and hundreds of MB.
        expect(performance.now() - started).toBeLessThan(10_000);
      }),
      { numRuns: 25 },
    );
  });
});
