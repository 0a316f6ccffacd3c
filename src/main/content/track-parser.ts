import { TrackFrontMatterSchema, type Track } from '@shared/domain/track';
import { ContentError } from './content-error';
import { parseFrontMatter } from './front-matter';

/**
 * The track loader's parser. The ingestion tool runs its emitted text through this same function before
 * writing anything ("Tracks" in docs/product.md, step 6).
 */
export function parseTrackText(text: string, file: string): Track {
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text);
  } catch (err) {
    throw new ContentError(file, `front matter is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  if (!parsed.hasFrontMatter) throw new ContentError(file, 'missing the YAML front matter block (--- ... ---)');
  const result = TrackFrontMatterSchema.safeParse(parsed.data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  const expectedName = `${result.data.slug}.md`;
  if (!file.endsWith(expectedName) && !file.startsWith('<')) {
    throw new ContentError(file, `slug: "${result.data.slug}" does not match the file name (expected ${expectedName})`);
  }
  return { ...result.data, body_md: parsed.body };
}
