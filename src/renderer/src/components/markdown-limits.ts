/**
 * Bounds on untrusted Markdown (reviews, track bodies, problem statements, pasted writings). micromark's
 * emphasis resolution is super-linear and every container level is a recursion in mdast-util-to-hast, so
 * what a hostile document can cost is bounded here, before parsing (see docs/security.md and
 * bench/markdown.bench.ts for the measured shapes).
 */

/** Block quotes and lists nest at most this deep; deeper markers are shown as text. */
export const MAX_NESTING = 16;

/** Leading indentation past this many columns is clamped (indentation is how list items nest). */
export const MAX_INDENT_COLUMNS = MAX_NESTING * 4;

/** The worker gets this long per document; past it the source is shown as plain text. */
export const WORKER_BUDGET_MS = 700;

/** Anything longer is never parsed, in the worker or not. */
export const MAX_SOURCE_CHARS = 2_000_000;

/**
 * Without a worker (jsdom tests, very old engines) parsing blocks the page, so only bounded inputs are
 * parsed: short, and with few emphasis delimiters (their resolution is what grows fastest: 2,000 `*a`
 * pairs take about a second).
 */
export const SYNC_MAX_SOURCE_CHARS = 100_000;
export const SYNC_MAX_EMPHASIS_MARKS = 600;

/**
 * Characters that each start an inline token micromark must resolve (emphasis, escapes, entities, brackets,
 * code, strikethrough, autolinks). Its resolution grows faster than linearly per paragraph; a paragraph with
 * more of them than this is not prose (real paragraphs have tens) and is shown as plain text at once, rather
 * than after the worker's budget.
 */
export const MAX_INLINE_MARKS_PER_PARAGRAPH = 1_000;

/**
 * A parsed document with more elements than this is shown as plain text: laying out tens of thousands of list
 * items or quote levels on the page's thread costs seconds even after a fast parse (50,000 one-character
 * bullets took 1.8 s). Real documents stay far below it: a 100 KB essay has a few thousand.
 */
export const MAX_RENDERED_ELEMENTS = 10_000;

/** A plain-text fallback shows this much at first (laying out megabytes of unbroken text is slow too). */
export const PLAIN_PREVIEW_CHARS = 20_000;
