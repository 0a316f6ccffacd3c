import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ProblemSummary } from '../../../../shared/ipc/channels/problems';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { formatDate, RUN_STATUS_CHIP, titleCase } from './labels';
import { ImportExercismButton } from './ImportExercismDialog';
import { useAxisTitles } from './use-axis-titles';
import './problems.css';

type LanguageFilter = 'all' | 'python' | 'rust';

function LastResult({ p }: { p: ProblemSummary }) {
  if (!p.last_result) return <span className="chip">Not tried</span>;
  return (
    <span className="row last-result">
      <span className={`chip ${RUN_STATUS_CHIP[p.last_result.status]}`} data-testid="last-result">
        {p.last_result.passed ? 'Passed' : titleCase(p.last_result.status)}
      </span>
      <span className="hint">
        {formatDate(p.last_result.created_at)} · {p.attempt_count} attempt{p.attempt_count === 1 ? '' : 's'}
      </span>
    </span>
  );
}

/** `/problems`: the corpus with language, difficulty, axes and the learner's last result. */
export function ProblemsPage() {
  const state = useChannelQuery('problems:list', {});
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const axisTitle = useAxisTitles();
  const filterFor = (problems: ProblemSummary[]) =>
    language === 'all' ? problems : problems.filter((p) => p.language === language);
  const counts = useMemo(() => {
    const list = state.data?.problems ?? [];
    return { all: list.length, python: list.filter((p) => p.language === 'python').length, rust: list.filter((p) => p.language === 'rust').length };
  }, [state.data]);

  return (
    <div>
      <PageHeader
        title="Problems"
        subtitle="Drill a problem through explore, brainstorm, plan, implement and verify, or take it as a timed interview."
        actions={
          <div className="row problems-actions">
            <div className="segmented" role="group" aria-label="Language">
              {(['all', 'python', 'rust'] as const).map((l) => (
                <button
                  key={l}
                  type="button"
                  className={`btn btn-small ${language === l ? 'is-active' : ''}`}
                  aria-pressed={language === l}
                  onClick={() => setLanguage(l)}
                >
                  {l === 'all' ? 'All' : l === 'python' ? 'Python' : 'Rust'} <span className="muted">{counts[l]}</span>
                </button>
              ))}
            </div>
            <ImportExercismButton />
          </div>
        }
      />
      <QueryView query={state} loadingLabel="Loading problems…">
        {({ problems }) =>
          problems.length === 0 ? (
            <EmptyState title="No problems are installed">
              Problems live in <code>content/problems/&lt;slug&gt;/</code>. Settings lists any problem file that failed to load.
            </EmptyState>
          ) : (
            <ul className="card-grid problem-grid" data-testid="problem-list">
              {filterFor(problems).map((p) => (
                <li key={p.slug} className="card problem-card" data-testid="problem-card" data-slug={p.slug}>
                  <div className="row problem-card-head">
                    <h2 className="problem-title title-link">
                      <Link to={`/problem/${p.slug}`}>{p.title}</Link>
                    </h2>
                  </div>
                  <div className="row">
                    <span className="chip chip-accent">{p.language === 'python' ? 'Python' : 'Rust'}</span>
                    <span className={`chip difficulty-${p.difficulty}`}>{p.difficulty}</span>
                    {p.axes.map((a) => (
                      <span key={a} className="chip">
                        {axisTitle(a)}
                      </span>
                    ))}
                  </div>
                  <LastResult p={p} />
                  <div className="row problem-card-actions">
                    <Link className="btn btn-small btn-primary" to={`/problem/${p.slug}`}>
                      Practice
                    </Link>
                    <Link className="btn btn-small" to={`/problem/${p.slug}?mode=interview`}>
                      Interview
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
