import { Link, useParams } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { useChannel } from '../../lib/use-channel';
import { STAGE_LABEL } from './labels';

/** Read view of one piece with its sanitized GFM preview. */
export function WritingEditorPage() {
  const { id = '' } = useParams();
  const piece = useChannel('writings:get', { id });
  return (
    <AsyncView state={piece}>
      {(w) => (
        <div>
          <PageHeader
            title={w.title}
            subtitle={<span className="chip chip-accent">{STAGE_LABEL[w.stage]}</span>}
            actions={<Link to="/writings">All writings</Link>}
          />
          <div className="card">
            {w.bodyMd.trim() ? <Markdown source={w.bodyMd} /> : <p className="muted">This piece has no text yet.</p>}
          </div>
        </div>
      )}
    </AsyncView>
  );
}
