import { Link, useParams } from 'react-router';
import { IdSchema } from '../../../../shared/domain/common';
import { AsyncView } from '../../components/AsyncView';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { useChannel } from '../../lib/use-channel';
import { STAGE_LABEL } from './labels';

/** Read view of one piece with its sanitized GFM preview. */
export function WritingEditorPage() {
  const { id = '' } = useParams();
  // A hand-typed or stale URL would otherwise show only the raw "id: must be a UUID" with a useless retry.
  if (!IdSchema.safeParse(id).success) {
    return (
      <NotFoundScreen
        pageTitle="Piece not found"
        title="There is no piece at this address."
        backTo="/writings"
        backLabel="All writings"
      >
        Open it from the list of your writings.
      </NotFoundScreen>
    );
  }
  return <WritingView id={id} />;
}

function WritingView({ id }: { id: string }) {
  const piece = useChannel('writings:get', { id });
  return (
    <>
      {piece.error ? (
        <PageHeader
          title="Piece not available"
          actions={
            <Link className="btn" to="/writings">
              All writings
            </Link>
          }
        />
      ) : null}
      <AsyncView state={piece}>
        {(w) => (
          <div>
            <PageHeader
              title={w.title}
              subtitle={<span className="chip chip-accent">{STAGE_LABEL[w.stage]}</span>}
              actions={
                <Link className="btn" to="/writings">
                  All writings
                </Link>
              }
            />
            <div className="card">
              {w.bodyMd.trim() ? <Markdown source={w.bodyMd} /> : <p className="muted">This piece has no text yet.</p>}
            </div>
          </div>
        )}
      </AsyncView>
    </>
  );
}
