import { lazy, Suspense } from 'react';
import { EditorBoundary } from '../../components/monaco/EditorBoundary';
import { LoadingState } from '../../components/Spinner';
import type { DraftCodeEditorProps } from './DraftCodeEditor';

const DraftCodeEditor = lazy(() => import('./DraftCodeEditor'));

/** A monospace text area when Monaco's chunk cannot load: the code stays editable. */
function PlainCode(props: DraftCodeEditorProps) {
  return (
    <textarea
      className="plain-editor mono draft-plain-code"
      value={props.value}
      aria-label={props.ariaLabel}
      spellCheck={false}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

export function LazyDraftCodeEditor(props: DraftCodeEditorProps) {
  return (
    <EditorBoundary fallback={<PlainCode {...props} />}>
      <Suspense fallback={<LoadingState label="Loading the code editor…" />}>
        <DraftCodeEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
