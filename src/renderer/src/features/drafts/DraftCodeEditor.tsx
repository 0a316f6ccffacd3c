import { useEffect, useRef } from 'react';
import type { Language } from '@shared/domain/problem';
import { followColorScheme, monaco } from '../../components/monaco/monaco-setup';

/**
 * `value` is read when the editor opens; after that the editor's own text is the truth (a render can lag behind
 * fast typing, and writing an older value back would lose keystrokes). The plain-text fallback shows it controlled.
 */
export type DraftCodeEditorProps = { value: string; language: Language; onChange: (value: string) => void; ariaLabel: string };

/** Monaco for one file of a draft (the shared lazy chunk in components/monaco). Default export for React.lazy. */
export default function DraftCodeEditor(props: DraftCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
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
    const sub = editor.onDidChangeModelContent(() => latest.current.onChange(editor.getValue()));
    return () => {
      sub.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    };
  }, []);
  return <div className="draft-code-editor" ref={host} />;
}
