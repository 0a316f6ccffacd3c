import { useEffect, useRef } from 'react';
import type { Language } from '../../../../../shared/domain/problem';
import { followColorScheme, monaco } from '../../../components/monaco/monaco-setup';
import { tabKeyAction } from './tab-keys';

export type CodeEditorProps = {
  value: string;
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

  // Outside changes (a reset to the starter) replace the text; our own keystrokes already match.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== props.value) editor.setValue(props.value);
  }, [props.value]);

  return <div className="code-editor" ref={host} data-testid="code-editor" data-language={props.language} />;
}
