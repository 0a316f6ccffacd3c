import { useEffect, useRef } from 'react';
import { followColorScheme, monaco } from '../../components/monaco/monaco-setup';
import { changedRange } from './changed-range';
import { editorOptionsFor, modelOptionsFor } from './large-piece';

export type MarkdownEditorProps = {
  /** The text the editor opens with; later changes come from typing, never from props. */
  initial: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+S inside the editor (Monaco takes the key before the page sees it). */
  onSave: () => void;
  /** The share of the document scrolled past, 0..1, when the writer scrolls the editor. */
  onScroll: (ratio: number) => void;
  /** Set by the editor: scrolls it to a share of the document (the preview scrolled). */
  scrollTo: { current: ((ratio: number) => void) | null };
  ariaLabel: string;
  /** The primary selection as offsets into the text (UTF-16, end exclusive), whenever it changes. */
  onSelection?: (range: { start: number; end: number }) => void;
  /**
   * Set by the editor: makes its text `body` as one undoable edit (an applied suggestion), so Ctrl+Z takes the
   * edit back like the writer's own. Null while no editor is mounted.
   */
  replaceWith?: { current: ((body: string) => void) | null };
};


/** Monaco for one Markdown piece. Default export so the page can React.lazy it into Monaco's chunk. */
export default function MarkdownEditor(props: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    followColorScheme();
    const editor = monaco.editor.create(host.current, {
      value: latest.current.initial,
      language: 'markdown',
      theme: 'workbench',
      automaticLayout: true,
      minimap: { enabled: false },
      wordWrap: 'on',
      lineNumbers: 'off',
      folding: false,
      glyphMargin: false,
      lineDecorationsWidth: 8,
      overviewRulerLanes: 0,
      overviewRulerBorder: false,
      hideCursorInOverviewRuler: true,
      renderLineHighlight: 'none',
      fontSize: 14,
      lineHeight: 22,
      tabSize: 2,
      scrollBeyondLastLine: false,
      unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: false },
      ariaLabel: latest.current.ariaLabel,
      tabFocusMode: false,
      ...editorOptionsFor(latest.current.initial.length),
    });
    editor.getModel()?.updateOptions(modelOptionsFor(latest.current.initial.length));
    let programmatic = false;
    const change = editor.onDidChangeModelContent(() => latest.current.onChange(editor.getValue()));
    const selection = editor.onDidChangeCursorSelection((e) => {
      const model = editor.getModel();
      if (!model) return;
      const start = model.getOffsetAt(e.selection.getStartPosition());
      latest.current.onSelection?.({ start, end: model.getOffsetAt(e.selection.getEndPosition()) });
    });
    const scroll = editor.onDidScrollChange((e) => {
      if (!e.scrollTopChanged || programmatic) return;
      const room = e.scrollHeight - editor.getLayoutInfo().height;
      latest.current.onScroll(room > 0 ? e.scrollTop / room : 0);
    });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => latest.current.onSave());
    latest.current.scrollTo.current = (ratio) => {
      const room = editor.getScrollHeight() - editor.getLayoutInfo().height;
      programmatic = true;
      editor.setScrollTop(Math.max(0, ratio * room));
      programmatic = false;
    };
    const replaceWith = latest.current.replaceWith;
    if (replaceWith) {
      // executeEdits between undo stops, never setValue (which would wipe the undo stack): one Ctrl+Z undoes it.
      replaceWith.current = (body) => {
        const model = editor.getModel();
        if (!model) return;
        const { start, end, insert } = changedRange(model.getValue(), body);
        if (start === end && insert === '') return;
        const from = model.getPositionAt(start);
        const to = model.getPositionAt(end);
        editor.pushUndoStop();
        editor.executeEdits('assist-apply', [
          { range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: insert, forceMoveMarkers: true },
        ]);
        editor.pushUndoStop();
        // The caret after the new text (no selection: assist works on the whole piece again).
        const endAt = model.getPositionAt(start + insert.length);
        editor.setPosition(endAt);
        editor.revealRangeInCenterIfOutsideViewport(new monaco.Range(from.lineNumber, from.column, endAt.lineNumber, endAt.column));
        editor.focus();
      };
    }
    editor.focus();
    return () => {
      if (replaceWith) replaceWith.current = null;
      latest.current.scrollTo.current = null;
      change.dispose();
      selection.dispose();
      scroll.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    };
  }, []);

  return <div className="markdown-editor" ref={host} data-testid="markdown-editor" />;
}
