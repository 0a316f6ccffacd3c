import { lazy, Suspense } from 'react';
import { EditorBoundary } from '../../../components/monaco/EditorBoundary';
import { LoadingState } from '../../../components/Spinner';
import type { CodeEditorProps } from './CodeEditor';

// Monaco is megabytes: it loads as its own chunk the first time a problem page opens.
const CodeEditor = lazy(() => import('./CodeEditor'));

function PlainEditor(props: CodeEditorProps) {
  return (
    <div>
      <p className="hint" role="status">
        The code editor could not load, so a plain text box is used. Your code is kept; reload to try again.
      </p>
      <textarea
        className="plain-editor mono"
        value={props.value}
        readOnly={props.readOnly}
        aria-label={props.ariaLabel}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
            e.preventDefault();
            props.onRunShortcut();
          }
        }}
      />
    </div>
  );
}

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <EditorBoundary fallback={<PlainEditor {...props} />}>
      <Suspense fallback={<LoadingState label="Loading the code editor…" />}>
        <CodeEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
