import { MAX_RENDERED_ELEMENTS, MAX_SOURCE_CHARS } from '../../../components/markdown-limits';

/**
 * Bounds of the writings preview, on top of the per-block parser caps (src/shared/markdown/complexity.ts: a block
 * over them is shown as its text). KaTeX draws a formula with 10-40 elements, so a long math-heavy essay has
 * several times the elements of prose; the document cap is therefore 4x the shared component's, and one block
 * over the shared cap is shown as typed.
 */
export const PREVIEW_MAX_SOURCE_CHARS = MAX_SOURCE_CHARS;
export const PREVIEW_MAX_BLOCK_ELEMENTS = MAX_RENDERED_ELEMENTS;
export const PREVIEW_MAX_ELEMENTS = 4 * MAX_RENDERED_ELEMENTS;

/** Without a worker (jsdom, very old engines) the render runs on the page's thread: only this much. */
export const PREVIEW_SYNC_MAX_SOURCE_CHARS = 100_000;

/** The worker must show progress (a block done) at least this often, or it is stopped and the text shown plain. */
export const PREVIEW_BLOCK_BUDGET_MS = 700;

/**
 * One version of the text gets this long in the worker before it answers with what it has so far (the text shown
 * as typed, with how far formatting got) and carries on from its cache with the next round: the preview answers
 * within a second even while a long piece is formatted for the first time.
 */
export const PREVIEW_ROUND_BUDGET_MS = 500;

/** A part shown as typed shows at most this many characters of itself. */
export const PREVIEW_TYPED_PART_CHARS = 20_000;
