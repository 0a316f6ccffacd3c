/**
 * Finds the JSON object in a model's reply. Valid replies come in several wrappings, and a wrong guess costs
 * the user a paid repair call, so the order matters (docs/model-layer.md "Reading the reply"):
 *
 * 1. the whole reply (after the 64 KB cap) parsed as JSON;
 * 2. a leading reasoning block (`<think>…</think>`, as reasoning models emit) stripped, then the rest as JSON;
 * 3. a fenced block (```` ``` ```` or ```` ```json ````) whose fence starts a line outside any JSON string;
 * 4. the first balanced `{…}` (string- and escape-aware) that parses.
 *
 * Every step is linear in the reply; step 4 tries at most MAX_OBJECT_TRIES openings.
 */

/** Replies are read up to this many bytes (UTF-8); the rest is never parsed. */
export const REPLY_MAX_BYTES = 64 * 1024;
const MAX_OBJECT_TRIES = 16;

export type Extracted =
  | { ok: true; value: unknown; via: 'whole' | 'after_reasoning' | 'fence' | 'balanced'; truncated: boolean }
  | { ok: false; problem: string; truncated: boolean };

/** The first REPLY_MAX_BYTES of the reply, cut on a character boundary. */
export function capReply(content: string): { text: string; truncated: boolean } {
  // Cheap check first: a string of n UTF-16 units is at most 3n bytes.
  if (content.length * 3 <= REPLY_MAX_BYTES) return { text: content, truncated: false };
  const bytes = Buffer.from(content, 'utf8');
  if (bytes.length <= REPLY_MAX_BYTES) return { text: content, truncated: false };
  let end = REPLY_MAX_BYTES;
  // Back off to the start of a UTF-8 sequence so no half character is decoded.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return { text: bytes.subarray(0, end).toString('utf8'), truncated: true };
}

const tryParse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strips one leading `<think>…</think>` (or `<thinking>`) block; null when the reply does not start with one. */
export function stripReasoning(text: string): string | null {
  const open = /^\s*<(think|thinking|reasoning)>/i.exec(text);
  if (!open) return null;
  const closeTag = `</${open[1]!.toLowerCase()}>`;
  const close = text.toLowerCase().indexOf(closeTag, open[0].length);
  if (close === -1) return null;
  return text.slice(close + closeTag.length);
}

/**
 * Positions of line-start fences that lie outside JSON strings. Strings are only tracked inside braces, so an
 * apostrophe or quote in surrounding prose does not flip the state.
 */
function fenceStarts(text: string): number[] {
  const out: number[] = [];
  // Most replies have no fence at all: skip the character scan then.
  if (!/^[ \t]*```/m.test(text)) return out;
  let depth = 0;
  let inString = false;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A string opens mid-line and its closing quote is on a line too, so after it no fence starts the line: a line
    // break inside a (malformed, multi-line) string does not make the next character a line start.
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (lineStart && c === 96 /* ` */ && text.startsWith('```', i)) out.push(i);
    if (c === 10) {
      lineStart = true;
      continue;
    }
    // Indentation before a fence still counts as the start of the line.
    if (c !== 32 && c !== 9) lineStart = false;
    if (c === 123 /* { */) depth += 1;
    else if (c === 125 /* } */) depth = Math.max(0, depth - 1);
    else if (c === 34 && depth > 0) inString = true;
  }
  return out;
}

/** The body of the first fenced block that parses as a JSON object. */
function fromFence(text: string): unknown {
  for (const start of fenceStarts(text)) {
    const afterOpen = text.indexOf('\n', start);
    if (afterOpen === -1) continue;
    const info = text.slice(start + 3, afterOpen).trim().toLowerCase();
    if (info && info !== 'json' && info !== 'jsonc') continue;
    const close = /^[ \t]*```[ \t]*$/m;
    const rest = text.slice(afterOpen + 1);
    const m = close.exec(rest);
    if (!m) continue;
    const parsed = tryParse(rest.slice(0, m.index));
    if (parsed.ok && isObject(parsed.value)) return parsed.value;
  }
  return undefined;
}

/** End index (exclusive) of the balanced object starting at `start`, or -1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123) depth += 1;
    else if (c === 125) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** An object can only start as `{"` or `{}` (after optional whitespace): prose like "{notes}" is skipped cheaply. */
const OBJECT_START = /\{\s*["}]/g;

function firstBalanced(text: string): unknown {
  OBJECT_START.lastIndex = 0;
  for (let tries = 0; tries < MAX_OBJECT_TRIES; tries++) {
    const m = OBJECT_START.exec(text);
    if (!m) return undefined;
    const end = balancedEnd(text, m.index);
    if (end === -1) return undefined;
    const parsed = tryParse(text.slice(m.index, end));
    if (parsed.ok && isObject(parsed.value)) return parsed.value;
    OBJECT_START.lastIndex = m.index + 1;
  }
  return undefined;
}

export function extractJson(content: string): Extracted {
  const { text, truncated } = capReply(content);
  const whole = tryParse(text.trim());
  if (whole.ok && isObject(whole.value)) return { ok: true, value: whole.value, via: 'whole', truncated };
  const afterReasoning = stripReasoning(text);
  if (afterReasoning !== null) {
    const parsed = tryParse(afterReasoning.trim());
    if (parsed.ok && isObject(parsed.value))
      return { ok: true, value: parsed.value, via: 'after_reasoning', truncated };
  }
  const body = afterReasoning ?? text;
  const fenced = fromFence(body);
  if (fenced !== undefined) return { ok: true, value: fenced, via: 'fence', truncated };
  const balanced = firstBalanced(body);
  if (balanced !== undefined) return { ok: true, value: balanced, via: 'balanced', truncated };
  return {
    ok: false,
    truncated,
    problem: truncated
      ? `the reply was longer than ${REPLY_MAX_BYTES / 1024} KB and no complete JSON object fits in that limit`
      : body.includes('{')
        ? 'the reply was not valid JSON'
        : 'the reply contained no JSON object',
  };
}
