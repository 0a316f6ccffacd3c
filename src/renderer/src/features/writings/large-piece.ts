/**
 * Above this many characters (a 40,000-word piece; the body limit is 2 MB) the Markdown editor leaves out what costs
 * time in proportion to the whole piece when it opens. Measured in Chromium on a 1.1 MB, 30,000-line table: bracket
 * pair colorization parsed every bracket of the piece on the first paint (about a third of Monaco's work on opening,
 * which held the page's thread for seconds on the loaded build machine, and with it the preview's answer).
 */
export const LARGE_PIECE_CHARS = 200_000;

export const isLargePiece = (length: number): boolean => length > LARGE_PIECE_CHARS;

/**
 * Editor options by size, always given in full: Monaco writes an editor's options into one configuration shared by
 * every editor, so an option set only for a large piece would stay set for the next editor. Bracket matching builds
 * the same whole-piece bracket tree as colorization on the first caret move; word and selection highlights search the
 * whole piece on every caret move.
 */
export function editorOptionsFor(length: number) {
  const large = isLargePiece(length);
  return {
    matchBrackets: large ? ('never' as const) : ('always' as const),
    guides: { bracketPairs: false, indentation: !large },
    occurrencesHighlight: large ? ('off' as const) : ('singleFile' as const),
    selectionHighlight: !large,
  };
}

/**
 * Bracket pair colorization is a model option, which the editor resets from the shared configuration when it is
 * created (the `bracketPairColorization` editor option does not reach the model): set on the model after creation,
 * before the first paint.
 */
export function modelOptionsFor(length: number) {
  return { bracketColorizationOptions: { enabled: !isLargePiece(length), independentColorPoolPerBracketType: false } };
}
