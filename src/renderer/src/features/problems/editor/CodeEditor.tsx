import { useEffect, useRef } from 'react';
import type { Language } from '@shared/domain/problem';
import { followColorScheme, monaco } from '../../../components/monaco/monaco-setup';
import { replaceText } from '../../../components/monaco/replace-text';
import { tabKeyAction } from './tab-keys';

/** Text put into the editor from outside (restarting from an earlier attempt), told apart by its version. */
export type CodeReplacement = { text: string; version: number };

export type CodeEditorProps = {
  /**
   * The code as the page holds it. Monaco reads it only when it opens: after that the editor's own text is the
   * truth, because a render can lag behind fast typing and writing an older value back would lose keystrokes and
   * move the cursor. The plain-text fallback shows it as a controlled field.
   */
  value: string;
  /** The only way to change the text from outside: applied once per new version, as one undoable edit. */
  replacement?: CodeReplacement;
  language: Language;
  readOnly: boolean;
  /** Shown by Monaco when someone types into the locked editor. */
  readOnlyMessage: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter inside the editor (Monaco swallows the key, so the page shortcut never sees it). */
  onRunShortcut: () => void;
  ariaLabel: string;
  /** Id of the text that says how to leave the editor with the keyboard; a screen reader reads it on focus. */
  ariaDescribedBy?: string;
  /** Told when "Tab moves focus" is switched on or off (Ctrl+M / Cmd+Shift+M), for the hint under the editor. */
  onTabMovesFocus?: (on: boolean) => void;
};

/** Monaco for one solution file. Default export so the page can React.lazy it into its own chunk. */
export default function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  // Latest callbacks without re-creating the editor on every render.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    followColorScheme();
    const initial = latest.current;
    const editor = monaco.editor.create(host.current, {
      value: initial.value,
      language: initial.language,
      theme: 'workbench',
      automaticLayout: true,
      minimap: { enabled: false },
      overviewRulerLanes: 0,
      overviewRulerBorder: false,
      hideCursorInOverviewRuler: true,
      fontSize: 13,
      tabSize: 4,
      insertSpaces: true,
      scrollBeyondLastLine: false,
      renderLineHighlight: 'line',
      readOnly: initial.readOnly,
      readOnlyMessage: { value: initial.readOnlyMessage },
      ariaLabel: initial.ariaLabel,
      // Tab indents inside the editor; Ctrl+M / Cmd+Shift+M or Escape then Tab lets keyboard users out (below).
      tabFocusMode: false,
    });
    editorRef.current = editor;
    // Monaco has no option for it: set on the element that takes focus (the edit context, or the textarea).
    if (initial.ariaDescribedBy)
      for (const input of host.current.querySelectorAll('.native-edit-context, textarea.inputarea'))
        input.setAttribute('aria-describedby', initial.ariaDescribedBy);
    // Captured on the wrapper, before Monaco's own handlers see the key: Monaco's built-in Ctrl+M flips a
    // global shared by every editor, so ours flips this editor's option instead; and Escape then Tab stops
    // the Tab from reaching Monaco, so the browser moves focus as it does anywhere else.
    let armed = false;
    let tabMoves = false;
    const onKeyDown = (e: KeyboardEvent) => {
      const action = tabKeyAction(e, armed);
      armed = action === 'arm';
      if (action === 'toggle') {
        e.preventDefault();
        e.stopPropagation();
        tabMoves = !tabMoves;
        editor.updateOptions({ tabFocusMode: tabMoves });
        latest.current.onTabMovesFocus?.(tabMoves);
      } else if (action === 'leave') {
        e.stopPropagation();
      }
    };
    const wrapper = host.current;
    wrapper.addEventListener('keydown', onKeyDown, true);
    const sub = editor.onDidChangeModelContent(() => latest.current.onChange(editor.getValue()));
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => latest.current.onRunShortcut());
    return () => {
      wrapper.removeEventListener('keydown', onKeyDown, true);
      sub.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
      editorRef.current = null;
    };
  }, []);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly: props.readOnly, readOnlyMessage: { value: props.readOnlyMessage } });
  }, [props.readOnly, props.readOnlyMessage]);

  // An outside replacement is applied once, when its version changes; the value prop never flows back in.
  const applied = useRef(props.replacement?.version);
  useEffect(() => {
    const editor = editorRef.current;
    const next = props.replacement;
    if (!editor || !next || next.version === applied.current) return;
    applied.current = next.version;
    replaceText(editor, next.text);
  }, [props.replacement]);

  return <div className="code-editor" ref={host} data-testid="code-editor" data-language={props.language} />;
}
