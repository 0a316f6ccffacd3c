import { Link, useParams } from 'react-router';
import { IdSchema } from '../../../../shared/domain/common';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { STAGE_LABEL } from './labels';

function PieceNotFound() {
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

/** Read view of one piece with its sanitized GFM preview. */
export function WritingEditorPage() {
  const { id = '' } = useParams();
  // A hand-typed or stale URL would otherwise show only the raw "id: must be a UUID" with a useless retry.
  if (!IdSchema.safeParse(id).success) return <PieceNotFound />;
  return <WritingView id={id} />;
}

function WritingView({ id }: { id: string }) {
  const piece = useChannelQuery('writings:get', { id });
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
      <QueryView query={piece}>
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
              {w.body_md.trim() ? <Markdown source={w.body_md} /> : <p className="muted">This piece has no text yet.</p>}
            </div>
          </div>
        )}
      </QueryView>
    </>
  );
}
