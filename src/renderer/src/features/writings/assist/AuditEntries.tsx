import { useChannelQuery } from '../../../lib/query';
import { ACTION_LABEL } from './labels';
import { TextDiff } from './TextDiff';

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The assist audit trail for the history panel: each applied suggestion with its action, model and time, and
 * a diff of what was suggested against what was kept (the user's edits in the sidebar); discarded ones listed.
 */
export function AuditEntries({ writingId }: { writingId: string }) {
  const list = useChannelQuery('assist:list', { writing_id: writingId });
  const settled = (list.data?.suggestions ?? []).filter((s) => s.state !== 'suggested').reverse();
  return (
    <section className="assist-audit" aria-label="Assist history" data-testid="assist-audit">
      <h2>Assist history</h2>
      {settled.length === 0 ? <p className="muted">No suggestions applied or discarded yet.</p> : null}
      <ol className="assist-audit-list">
        {settled.map((s) => (
          <li key={s.id} data-testid="assist-audit-entry" data-state={s.state}>
            <div>
              <strong>{ACTION_LABEL[s.action]}</strong> · {s.state === 'applied' ? 'applied' : 'discarded'}
            </div>
            <div className="muted">
              {s.model || 'unknown model'} ·{' '}
              <time dateTime={s.resolved_at ?? s.created_at}>{when(s.resolved_at ?? s.created_at)}</time>
            </div>
            {s.state === 'applied' && s.kept_text !== null ? (
              <>
                <div className="muted assist-diff-legend">Suggested → kept</div>
                <TextDiff
                  before={s.suggested_text}
                  after={s.kept_text}
                  label="Suggested text against the text you kept"
                />
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
