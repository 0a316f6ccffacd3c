import YAML from 'yaml';
import type { Row } from '../../db/backup/table-rows';

/** What an export folder says about itself (manifest.json). */
export const EXPORT_FORMAT = 'workbench-export';
export const EXPORT_FORMAT_VERSION = 1;

export type ExportManifest = {
  format: typeof EXPORT_FORMAT;
  format_version: number;
  schema_version: number;
  exported_at: string;
  tables: Array<{ table: string; rows: number; file: string }>;
};

/** The one table whose rows become Markdown files; every other table is a JSON Lines file. */
export const WRITINGS_TABLE = 'writings';
export const tableFile = (table: string) => (table === WRITINGS_TABLE ? 'writings/' : `tables/${table}.jsonl`);

/** JSON cannot hold bytes: a BLOB value is written as { "base64": "..." } and read back as bytes. */
export function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) ? { base64: value.toString('base64') } : value;
}
export function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const b64 = (value as { base64?: unknown }).base64;
    if (typeof b64 === 'string' && Object.keys(value).length === 1) return Buffer.from(b64, 'base64');
  }
  return value;
}

export function rowToJsonLine(row: Row): string {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = encodeValue(v);
  return JSON.stringify(out);
}

/** A writing as Markdown: every stored field in YAML front matter, the body exactly as stored after it. */
export function writingToMarkdown(row: Row): string {
  const { body_md: body, ...fields } = row;
  const front = YAML.stringify(fields, { lineWidth: 0 });
  return `---\n${front}---\n${typeof body === 'string' ? body : ''}`;
}

export function markdownToWriting(text: string, fileName: string): Row {
  if (!text.startsWith('---\n')) throw new Error(`${fileName} does not start with front matter (a line "---")`);
  const end = text.indexOf('\n---\n', 3);
  if (end < 0) throw new Error(`${fileName} has no line "---" closing its front matter`);
  const fields: unknown = YAML.parse(text.slice(4, end + 1), { schema: 'core', maxAliasCount: 0 });
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw new Error(`${fileName}'s front matter is not a set of fields`);
  return { ...(fields as Row), body_md: text.slice(end + 5) };
}

/** A file name a person can recognise: the title's words, then the id (which is what import reads). */
export function writingFileName(row: Row): string {
  const title = typeof row.title === 'string' ? row.title : '';
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const id = String(row.id).replace(/[^A-Za-z0-9_-]/g, '');
  return `${words ? `${words}--` : ''}${id}.md`;
}

export const EXPORT_README = `# Workbench export

Everything Workbench stored for every profile, in open formats.

- \`manifest.json\`: the format, the database schema version it came from, and each table's row count.
- \`writings/*.md\`: each writing as Markdown; its stored fields (id, title, stage, dates ...) are the YAML
  front matter, the text after the closing \`---\` is the body exactly as stored.
- \`tables/<table>.jsonl\`: every other table, one JSON object per line, keys named as the columns. Among
  them \`attempts.jsonl\` (problem attempts with code and results), \`reviews.jsonl\`, \`reflections.jsonl\`
  and \`reflection_answers.jsonl\`, \`track_section_times.jsonl\` (time spent per section),
  \`track_progress.jsonl\`, \`user_settings.jsonl\` (settings; API keys are never stored in the database
  and are not here), \`spend_ledger.jsonl\`. A value \`{"base64": "..."}\` holds bytes.
- \`tracks/\` and \`problems/\`: imported and promoted tracks and problems, as they are stored.

Import it into an empty data folder with Settings > Data > Import (or start Workbench with a new
\`--data-dir\` first).
`;
