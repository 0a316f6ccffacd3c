import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/**
 * Writes a user track whose body is `body`, so a browser test can put any Markdown on a real page (the
 * track detail page renders the body with the shared Markdown component). Returns the page path.
 */
export function writeMarkdownTrack(dataDir: string, slug: string, body: string): string {
  const frontMatter = {
    slug,
    title: `Markdown fixture ${slug}`,
    description: 'A fixture track whose body is the Markdown under test.',
    source_url: 'https://example.org/fixture',
    chapters: [
      {
        title: 'Chapter 1',
        sections: [
          {
            title: 'Only section',
            url: 'https://example.org/fixture/1',
            kind: 'external_reading',
            duration_min: 10,
            domain_tags: ['fixture'],
            axes: ['paper_reading'],
          },
        ],
      },
    ],
  };
  const dir = path.join(dataDir, 'tracks');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${slug}.md`), `---\n${YAML.stringify(frontMatter)}---\n${body}\n`);
  return `/tracks/${slug}`;
}

/** The hostile shapes once measured (seconds to minutes each before the fix). */
export const HOSTILE_SHAPES: Record<string, string> = {
  stars: '*a'.repeat(300_000),
  quotes: '>'.repeat(100_000),
  bullets: '- '.repeat(50_000) + 'x',
  indented_lists: Array.from({ length: 400 }, (_, i) => ' '.repeat(i * 2) + '- a').join('\n'),
};
