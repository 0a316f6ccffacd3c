import type { z } from 'zod';
import { chapterLabel } from './ingestion-error';

type PathKey = PropertyKey;

/** Reads the raw (unvalidated) value at a zod issue path, to tell "missing" apart from "wrong type". */
function valueAt(root: unknown, path: readonly PathKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}

/** `chapters.1.nodes.3.axes.0` becomes `chapter "RL", node "dqn": axes[0]` using the raw titles and ids. */
function locate(raw: unknown, path: readonly PathKey[]): { where: string; field: string } {
  const where: string[] = [];
  let rest = path;
  if (path[0] === 'chapters' && typeof path[1] === 'number') {
    const chapter = valueAt(raw, path.slice(0, 2));
    where.push(chapterLabel(valueAt(chapter, ['title']), path[1]));
    rest = path.slice(2);
    if (rest[0] === 'nodes' && typeof rest[1] === 'number') {
      const id = valueAt(chapter, ['nodes', rest[1], 'id']);
      where.push(typeof id === 'string' && id ? `node "${id}"` : `node #${rest[1] + 1}`);
      rest = rest.slice(2);
    }
  }
  const field = rest.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
  return { where: where.join(', '), field };
}

function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const { where, field } = locate(raw, issue.path);
  const prefix = where ? `${where}: ` : '';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    const at = field ? ` in ${field}` : '';
    return `${prefix}unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${at}; check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
  }
  const value = valueAt(raw, issue.path);
  // A list entry that is wrong as a whole (a node or chapter that is not a mapping) has no field of its own.
  const name = field || (where ? 'this entry' : 'the manifest');
  if (value === undefined && issue.path.length > 0) return `${prefix}${name} is missing; add it`;
  // zod's generic wording ("Invalid input: expected string, received number") is rephrased; our schemas'
  // own messages (e.g. "must be a whole number of minutes") are already written for people.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    const expected =
      issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a mapping' : `a ${issue.expected}`;
    return `${prefix}${name} must be ${expected}, not ${describeValue(value)}`;
  }
  return `${prefix}${name} ${issue.message}`;
}

/** One line for a failed manifest validation: the first problem, located, plus how many more there are. */
export function describeIssues(raw: unknown, error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'the manifest is invalid';
  const more =
    error.issues.length > 1
      ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})`
      : '';
  return describeIssue(raw, first) + more;
}
