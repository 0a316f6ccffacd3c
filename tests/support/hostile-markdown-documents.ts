/**
 * Whole documents that stall or bloat a Markdown parser, as a writer could paste them (each under the 2 MB body
 * limit). Used through the API by tests/writings/writings-hostile-markdown.e2e.ts and timed by
 * bench/writings-hostile.bench.ts: every export, preflight and word count of each must answer (a result or a
 * refusal naming the limit) within about a second, with the app process under 512 MB.
 */
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

export const HOSTILE_DOCUMENTS: Record<string, string> = {
  /** Emphasis openers with nothing to close them: micromark's resolution grows with their square. */
  stars: '*a'.repeat(300_000),
  /** 10,000 footnote calls in one paragraph and their 10,000 definitions. */
  footnotes:
    Array.from({ length: 10_000 }, (_, i) => `Claim ${i}.[^${i}]`).join(' ') +
    '\n\n' +
    lines(10_000, (i) => `[^${i}]: Note ${i}.`),
  /** Unclosed link destinations, then a run of underscores. */
  link_openers: '[a](<'.repeat(40_000) + '_'.repeat(100_000),
  /** 100,000 characters of list markers on one line (50,000 nested lists). */
  bullets: '- '.repeat(50_000) + 'x',
  /** 100,000 nested quotes. */
  quotes: '>'.repeat(100_000),
  /** Quotes and lists nested in turn, 20,000 deep. */
  quotes_and_lists: '> - '.repeat(20_000) + 'x',
  /** 1,000 list items, each indented two more columns (1 MB, mostly spaces). */
  indented_lists: lines(1_000, (i) => `${' '.repeat(i * 2)}- a`),
  /** A table of 30,000 rows and 6 columns. */
  long_table: `| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n${lines(30_000, (i) => `| ${i} | *x* | y | z | [w](#w) | v |`)}`,
  /** A table of 20,000 columns. */
  wide_table: `${'| a '.repeat(20_000)}|\n${'|---'.repeat(20_000)}|\n${'| b '.repeat(20_000)}|`,
  /** 40,000 link reference definitions and a paragraph using them. */
  link_definitions:
    Array.from({ length: 4_000 }, (_, i) => `[x][d${i}]`).join(' ') +
    '\n\n' +
    lines(40_000, (i) => `[d${i}]: https://example.org/${i} "t${i}"`),
  /** 500 paragraphs of 400 bold phrases each: every paragraph under the per-paragraph cap, 1.3 MB in all. */
  emphasis_runs: Array.from({ length: 500 }, () => '**bold** '.repeat(300)).join('\n\n'),
  /** One run of 1,000,000 underscores. */
  underscores: '_'.repeat(1_000_000),
};

/** An ordinary piece of the same kind of writing, for the baselines. */
export const ORDINARY_DOCUMENT =
  '# A note\n\nSome *ordinary* text with a [link](https://example.org) and a footnote.[^1]\n\n> a quote\n\n- a\n- b\n\n[^1]: The note.\n';
