import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** JSON columns are parsed defensively: a corrupt cell yields the fallback rather than crashing a screen. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
