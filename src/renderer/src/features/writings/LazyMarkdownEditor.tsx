import { lazy, Suspense, useState } from 'react';
import { EditorBoundary } from '../../components/monaco/EditorBoundary';
import { LoadingState } from '../../components/Spinner';
import type { MarkdownEditorProps } from './MarkdownEditor';

// Monaco is megabytes: it loads (the same chunk problems use) the first time an editor opens.
const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

/** If Monaco cannot load, a plain text area keeps the piece editable and autosaved. */
function PlainEditor(props: MarkdownEditorProps) {
  const [value, setValue] = useState(props.initial);
  return (
    <div className="plain-markdown-editor">
      <p className="hint" role="status">
        The Markdown editor could not load, so a plain text box is used. Your text is kept; reload to try again.
      </p>
      <textarea
        className="mono"
        value={value}
        aria-label={props.ariaLabel}
        spellCheck
        onChange={(e) => {
          setValue(e.target.value);
          props.onChange(e.target.value);
        }}
        onSelect={(e) => props.onSelection?.({ start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
            e.preventDefault();
            props.onSave();
          }
        }}
      />
    </div>
  );
}

export function LazyMarkdownEditor(props: MarkdownEditorProps) {
  return (
    <EditorBoundary fallback={<PlainEditor {...props} />}>
      <Suspense fallback={<LoadingState label="Loading the editor…" />}>
        <MarkdownEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
