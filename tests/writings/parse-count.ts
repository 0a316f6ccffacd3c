import { markdownParser } from '../../src/main/services/writings/markdown/parse';

/**
 * How many times remark parses while `run` runs (each call is one block, or one definition scan). The autosave
 * counter exists to avoid parsing and its count is the same either way, so this is what shows what it reused.
 */
export function parsesDuring(run: () => void): number {
  const original = markdownParser.parse;
  let parses = 0;
  markdownParser.parse = (...args: Parameters<typeof original>) => {
    parses++;
    return original.apply(markdownParser, args);
  };
  try {
    run();
  } finally {
    // Drop the own property: the prototype's method shows through again.
    Reflect.deleteProperty(markdownParser, 'parse');
  }
  return parses;
}
