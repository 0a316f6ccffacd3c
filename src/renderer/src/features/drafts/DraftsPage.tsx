import { Link } from 'react-router';
import type { DraftSummary } from '@shared/ipc/channels/drafts';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { GenerateForm } from './GenerateForm';
import { KIND_LABEL, KIND_ORDER, STATE_CHIP, STATE_LABEL, pendingCount } from './labels';
import './drafts.css';

function CheckChip({ d }: { d: DraftSummary }) {
  if (d.kind === 'reading_guide') return null;
  if (d.discriminates === null) return <span className="chip">not checked</span>;
  return d.discriminates ? <span className="chip chip-success">tests discriminate</span> : <span className="chip chip-danger">tests do not discriminate</span>;
}

function DraftRow({ d }: { d: DraftSummary }) {
  return (
    <li className="card draft-row" data-testid="draft-row">
      <div>
        <Link to={`/drafts/${d.id}`} className="draft-title">
          {d.title}
        </Link>
        <p className="hint">{d.source.label}</p>
      </div>
      <div className="row draft-row-chips">
        <CheckChip d={d} />
        <span className={`chip ${STATE_CHIP[d.state]}`}>{STATE_LABEL[d.state]}</span>
        <span className="muted">{new Date(d.created_at).toLocaleDateString()}</span>
      </div>
    </li>
  );
}

/** /drafts: the operator's queue of generated content, by kind; nothing here is visible to learners until promoted. */
export function DraftsPage() {
  const drafts = useChannelQuery('drafts:list', {});
  return (
    <div className="drafts-page">
      <PageHeader title="Drafts" subtitle="Generated reading guides, exercises and debugging problems. They go live only when you promote them." />
      <GenerateForm />
      <QueryView query={drafts} loadingLabel="Loading drafts…">
        {({ drafts: all }) =>
          all.length === 0 ? (
            <EmptyState title="No drafts yet">
              Generate one above, or use “Draft a debugging problem” on a problem page.
            </EmptyState>
          ) : (
            <>
              <p className="muted">{pendingCount(all)} waiting for review</p>
              {KIND_ORDER.map((kind) => {
                const items = all.filter((d) => d.kind === kind);
                if (items.length === 0) return null;
                return (
                  <section key={kind} className="section" aria-labelledby={`kind-${kind}`}>
                    <h2 id={`kind-${kind}`} className="eyebrow">
                      {KIND_LABEL[kind]}s ({items.length})
                    </h2>
                    <ul className="card-list">
                      {items.map((d) => (
                        <DraftRow key={d.id} d={d} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
