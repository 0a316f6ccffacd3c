import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProblemListItem } from '@shared/ipc/channels/problems';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { formatDate, RUN_STATUS_CHIP, titleCase } from './labels';
import { ImportExercismButton } from './ImportExercismDialog';
import { useAxisTitles } from './use-axis-titles';
import './problems.css';
import './workspace.css';

type LanguageFilter = 'all' | 'python' | 'rust';

function LastResult({ p }: { p: ProblemListItem }) {
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

/** When a re-drill is due, in the user's words ("due today", "due since 3 Jun"). */
function RedrillDue({ p }: { p: ProblemListItem }) {
  if (!p.due || !p.redrill_due) return null;
  const overdue = new Date(p.redrill_due).getTime() < new Date().setHours(0, 0, 0, 0);
  return (
    <span className="chip chip-warn redrill-due" data-testid="redrill-due" title={`Scheduled for ${formatDate(p.redrill_due)}`}>
      Re-drill due{overdue ? ` since ${formatDate(p.redrill_due)}` : ' today'}
    </span>
  );
}

/**
 * `/problems`: the corpus with language, difficulty, axes and the learner's last result. "Due" lists the
 * problems whose spaced re-drill main says is due today (`?filter=due`, so home can link straight to it).
 */
export function ProblemsPage() {
  const state = useChannelQuery('problems:list', { tz_offset_minutes: new Date().getTimezoneOffset() });
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const [params, setParams] = useSearchParams();
  const dueOnly = params.get('filter') === 'due';
  const setDueOnly = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('filter', 'due');
        else next.delete('filter');
        return next;
      },
      { replace: true },
    );
  const axisTitle = useAxisTitles();
  const filterFor = (problems: ProblemListItem[]) =>
    problems.filter((p) => (language === 'all' || p.language === language) && (!dueOnly || p.due));
  const counts = useMemo(() => {
    const list = state.data?.problems ?? [];
    return { all: list.length, python: list.filter((p) => p.language === 'python').length, rust: list.filter((p) => p.language === 'rust').length };
  }, [state.data]);
  const dueCount = state.data?.due_count ?? 0;

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
            <button
              type="button"
              className={`btn btn-small due-filter ${dueOnly ? 'is-active' : ''}`}
              aria-pressed={dueOnly}
              onClick={() => setDueOnly(!dueOnly)}
              title="Problems whose spaced re-drill is due today"
              data-testid="due-filter"
            >
              Due <span className="muted">{dueCount}</span>
            </button>
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
          ) : dueOnly && filterFor(problems).length === 0 ? (
            <EmptyState title="No re-drills are due today">
              A problem comes back for a re-drill on the day you would start to forget it; after your next attempt
              on any problem, its re-drill is scheduled. <Link to="/progress">See what comes back when</Link>.
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
                  <RedrillDue p={p} />
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
