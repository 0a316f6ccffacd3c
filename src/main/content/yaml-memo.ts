import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

/**
 * The shipped content, parsed: made when the browser host is built (scripts/lib.mjs buildHost runs
 * src/main/cli/build-yaml-memo.ts) and read when its app starts. Parsing the YAML of the shipped tracks and
 * problems was the largest part of the app's start, and JSON reads far faster; with every
 * front matter memoised, gray-matter and js-yaml are not even loaded. Each entry is keyed by its kind and the
 * SHA-256 of the exact text, so an edited or user file simply misses and is parsed as usual; an entry can never
 * stand for other text.
 * Process-wide on purpose: the YAML is parsed deep inside the loaders, and a memo changes no result, only time.
 */
type MemoFile = { version: 1; entries: Record<string, string> };

/** Bigger than the memo of everything we ship (about 0.5 MB); a larger file is not ours and is ignored. */
const MAX_MEMO_BYTES = 8 * 1024 * 1024;

let memo: ReadonlyMap<string, string> | undefined;
let recording: Map<string, string> | undefined;

/** What was parsed: plain YAML (parseUntrustedYaml) or a Markdown file's front matter and body (parseFrontMatter). */
export type MemoKind = 'yaml' | 'front-matter';

const keyOf = (kind: MemoKind, text: string) => createHash('sha256').update(`${kind}\n`).update(text, 'utf8').digest('hex');

/** Uses the memo at `file` for later parses; false (and no memo) when it is missing, too big or not one. */
export function installYamlMemo(file: string): boolean {
  memo = undefined;
  try {
    if (fs.statSync(file).size > MAX_MEMO_BYTES) return false;
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<MemoFile> | null;
    if (parsed?.version !== 1 || typeof parsed.entries !== 'object' || parsed.entries === null) return false;
    memo = new Map(Object.entries(parsed.entries).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return true;
  } catch {
    return false;
  }
}

export function clearYamlMemo(): void {
  memo = undefined;
  recording = undefined;
}

/** The memoised result of parsing `text` as a fresh object, or undefined when the memo does not have it. */
export function lookupMemo(kind: MemoKind, text: string): unknown {
  if (!memo || memo.size === 0) return undefined;
  const json = memo.get(keyOf(kind, text));
  return json === undefined ? undefined : JSON.parse(json);
}

/** While recording (the build), every successful parse is kept if JSON holds it exactly (no .inf, .nan or -0). */
export function recordParse(kind: MemoKind, text: string, value: unknown): void {
  if (!recording) return;
  const json = JSON.stringify(value);
  if (json !== undefined && isDeepStrictEqual(JSON.parse(json), value)) recording.set(keyOf(kind, text), json);
}

export function startYamlRecording(): void {
  recording = new Map();
}

/** Writes what was recorded (sorted, so the same content gives the same file) and stops recording. */
export function writeYamlRecording(file: string): number {
  const entries = Object.fromEntries([...(recording ?? new Map<string, string>())].sort(([a], [b]) => (a < b ? -1 : 1)));
  recording = undefined;
  const memoFile: MemoFile = { version: 1, entries };
  fs.writeFileSync(file, JSON.stringify(memoFile));
  return Object.keys(entries).length;
}
