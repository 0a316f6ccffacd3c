import { EmptyState } from '../../components/EmptyState';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import './voices.css';

/** GET /voices: the roster of review voices with the lens of each. */
export function VoicesPage() {
  const state = useChannelQuery('voices:list', {});
  return (
    <div className="stack">
      <PageHeader
        title="Voices"
        subtitle="Each voice reads your attempt through a different lens. All of them follow the same rules and the same 0–10 score, so scores stay comparable; pick a voice on the problem page before you submit."
      />
      <QueryView query={state} loadingLabel="Loading voices…">
        {({ voices, last_used: lastUsed }) =>
          voices.length === 0 ? (
            <EmptyState title="No voices installed">
              Voice files live in <code>content/voices/</code>; each has a key, a name and a lens.
            </EmptyState>
          ) : (
            <ul className="card-grid" aria-label="Review voices">
              {voices.map((v) => (
                <li key={v.key} className="card card-column" data-testid={`voice-${v.key}`}>
                  <h2 className="voice-card-title">{v.name}</h2>
                  {v.key === 'default' || v.key === lastUsed ? (
                    <div className="row">
                      {v.key === 'default' ? <span className="chip chip-accent">House voice</span> : null}
                      {v.key === lastUsed ? (
                        <span
                          className="chip chip-success"
                          title="Preselected on the problem page: the voice you last reviewed in"
                        >
                          Preselected
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                  <p className="voice-lens">
                    <span className="voice-lens-label">Lens</span> {v.lens}
                  </p>
                  <details className="voice-details">
                    <summary>How this voice reviews</summary>
                    <Markdown source={v.instructions_md} />
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
