import { useEffect, useRef } from 'react';
import type { Language } from '../../../../../shared/domain/problem';
import { followColorScheme, monaco } from '../../../components/monaco/monaco-setup';

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
      // Tab indents inside the editor; Ctrl+M (Monaco's own toggle) lets keyboard users tab out.
      tabFocusMode: false,
    });
    editorRef.current = editor;
    const sub = editor.onDidChangeModelContent(() => latest.current.onChange(editor.getValue()));
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => latest.current.onRunShortcut());
    return () => {
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
