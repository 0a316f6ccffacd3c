import { useEffect, useRef } from 'react';
import type { Language } from '../../../../shared/domain/problem';
import { followColorScheme, monaco } from '../../components/monaco/monaco-setup';

export type DraftCodeEditorProps = { value: string; language: Language; onChange: (value: string) => void; ariaLabel: string };

/** Monaco for one file of a draft (the shared lazy chunk in components/monaco). Default export for React.lazy. */
export default function DraftCodeEditor(props: DraftCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  useEffect(() => {
    if (!host.current) return;
    followColorScheme();
    const editor = monaco.editor.create(host.current, {
      value: latest.current.value,
      language: latest.current.language,
      theme: 'workbench',
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      scrollBeyondLastLine: false,
      ariaLabel: latest.current.ariaLabel,
    });
    editorRef.current = editor;
    const sub = editor.onDidChangeModelContent(() => latest.current.onChange(editor.getValue()));
    return () => {
      sub.dispose();
      editor.dispose();
    };
  }, []);
  // A value replaced from outside (the draft reloaded after a save elsewhere) is pushed into the editor.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== props.value) editor.setValue(props.value);
  }, [props.value]);
  return <div className="draft-code-editor" ref={host} />;
}
