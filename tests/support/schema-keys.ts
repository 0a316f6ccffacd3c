import type { z } from 'zod';

/** One object key found while walking a schema, with the path that led to it (`.by_tag[].today.cost_usd`). */
export type FoundKey = { path: string; key: string };

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every object key a zod schema can take or produce: through objects, arrays, optionals, nullables, defaults,
 * unions, intersections, pipes, lazies and records whose key schema is a fixed set (an enum or literals: those
 * keys are wire keys too). Records with free-form keys (user data such as tag names) contribute their values only.
 */
export function collectKeys(schema: z.ZodType): FoundKey[] {
  const found: FoundKey[] = [];
  // Only the schemas on the current path: a recursive (lazy) schema ends the walk, a reused one is walked again.
  const open = new Set<unknown>();
  const walk = (s: unknown, path: string): void => {
    if (open.has(s)) return;
    open.add(s);
    try {
      visit(s, path);
    } finally {
      open.delete(s);
    }
  };
  const visit = (s: unknown, path: string): void => {
    const def = defOf(s);
    switch (def.type) {
      case 'object': {
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
          found.push({ path: `${path}.${key}`, key });
          walk(child, `${path}.${key}`);
        }
        if (def.catchall) walk(def.catchall, `${path}.*`);
        return;
      }
      case 'array':
        return walk(def.element, `${path}[]`);
      case 'record': {
        for (const key of fixedKeys(def.keyType)) {
          found.push({ path: `${path}.${key}`, key });
        }
        return walk(def.valueType, `${path}{}`);
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return walk(def.innerType, path);
      case 'union':
        for (const option of def.options as unknown[]) walk(option, path);
        return;
      case 'intersection':
        walk(def.left, path);
        return walk(def.right, path);
      case 'pipe':
        walk(def.in, path);
        return walk(def.out, path);
      case 'lazy':
        return walk((def.getter as () => unknown)(), path);
      case 'tuple':
        for (const item of def.items as unknown[]) walk(item, `${path}[]`);
        return;
      default:
        return;
    }
  };
  walk(schema, '');
  return found;
}

/** The keys of a record whose key schema is an enum or a union of literals; none for free-form keys. */
function fixedKeys(keySchema: unknown): string[] {
  const def = defOf(keySchema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>).map(String);
  if (def.type === 'literal') return (def.values as unknown[]).map(String);
  if (def.type === 'union') return (def.options as unknown[]).flatMap(fixedKeys);
  return [];
}
