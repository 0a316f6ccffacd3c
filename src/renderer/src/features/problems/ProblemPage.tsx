import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Mode, ProblemView } from '../../../../shared/ipc/channels/problems';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { useChannel } from '../../lib/use-channel';
import { ProblemWorkspace } from './ProblemWorkspace';
import './problems.css';

/** Loads the saved work for a loaded problem, then hands both to the workspace. */
function WorkLoader({ problem, mode }: { problem: ProblemView; mode: Mode }) {
  const work = useChannel('problems:get-work', { slug: problem.slug, mode });
  const [generation, setGeneration] = useState(0);
  // While reloading (Start over), never show the workspace with the previous work.
  if (work.loading) return <LoadingState label="Loading your work…" />;
  return (
    <AsyncView state={work} loadingLabel="Loading your work…">
      {(w) => (
        <ProblemWorkspace
          key={generation}
          problem={problem}
          mode={mode}
          initial={w}
          onStartOver={() => {
            setGeneration((g) => g + 1);
            void work.reload();
          }}
        />
      )}
    </AsyncView>
  );
}

/** `/problem/:slug` (practice) and `/problem/:slug?mode=interview`. */
export function ProblemPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const mode: Mode = params.get('mode') === 'interview' ? 'interview' : 'practice';
  const problem = useChannel('problems:get', { slug });

  if (problem.error && /no problem|slug:/i.test(problem.error)) {
    return (
      <div>
        <PageHeader title="Problem not found" />
        <EmptyState
          title={`There is no problem “${slug}”.`}
          action={
            <Link className="btn btn-primary" to="/problems">
              Browse problems
            </Link>
          }
        >
          It may have been renamed or removed from the corpus.
        </EmptyState>
      </div>
    );
  }
  // A stale problem from the previous route must not pair with this route's work.
  if (problem.loading || (problem.data && problem.data.slug !== slug)) {
    return <LoadingState label="Loading the problem…" />;
  }
  return (
    <AsyncView state={problem} loadingLabel="Loading the problem…">
      {(p) => <WorkLoader key={`${p.slug}:${mode}`} problem={p} mode={mode} />}
    </AsyncView>
  );
}
