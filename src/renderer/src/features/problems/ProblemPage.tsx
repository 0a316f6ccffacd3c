import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { useChannel } from '../../lib/use-channel';
import { ProblemWorkspace } from './ProblemWorkspace';
import './problems.css';

/** `/problem/:slug` (practice) and `/problem/:slug?mode=interview`. */
export function ProblemPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'interview' ? 'interview' : 'practice';
  const problem = useChannel('problems:get', { slug });
  const work = useChannel('problems:get-work', { slug, mode });
  const [generation, setGeneration] = useState(0);

  if (problem.error && /no problem/i.test(problem.error)) {
    return (
      <div>
        <PageHeader title="Problem not found" />
        <EmptyState title={`There is no problem “${slug}”.`} action={<Link className="btn btn-primary" to="/problems">Browse problems</Link>}>
          It may have been renamed or removed from the corpus.
        </EmptyState>
      </div>
    );
  }
  // While either is reloading (another problem or mode), never pair one problem with another's work.
  if (problem.loading || work.loading) return <LoadingState label="Loading the problem…" />;
  return (
    <AsyncView state={problem} loadingLabel="Loading the problem…">
      {(p) => (
        <AsyncView state={work} loadingLabel="Loading your work…">
          {(w) => (
            <ProblemWorkspace
              key={`${p.slug}:${mode}:${generation}`}
              problem={p}
              mode={mode}
              initial={w}
              onStartOver={() => {
                setGeneration((g) => g + 1);
                void work.reload();
              }}
            />
          )}
        </AsyncView>
      )}
    </AsyncView>
  );
}
