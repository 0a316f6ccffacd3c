import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Mode, ProblemView } from '../../../../shared/ipc/channels/problems';
import { SlugSchema } from '../../../../shared/domain/common';
import { MissingSlugScreen } from '../../components/NotFoundScreen';
import { QueryView } from '../../components/QueryView';
import { LoadingState } from '../../components/Spinner';
import { useChannelQuery } from '../../lib/query';
import { ProblemWorkspace } from './ProblemWorkspace';
import './problems.css';
import './workspace.css';

/** Loads the saved work for a loaded problem, then hands both to the workspace. */
function WorkLoader({ problem, mode }: { problem: ProblemView; mode: Mode }) {
  // The workspace starts from this and saves over it, so it never starts from a cached copy (gcTime 0).
  const work = useChannelQuery('problems:get-work', { slug: problem.slug, mode }, { gcTime: 0 });
  const [generation, setGeneration] = useState(0);
  // While reloading (Start over), never show the workspace with the previous work.
  if (work.isFetching) return <LoadingState label="Loading your work…" />;
  return (
    <QueryView query={work} loadingLabel="Loading your work…">
      {(w) => (
        <ProblemWorkspace
          key={generation}
          problem={problem}
          mode={mode}
          initial={w}
          onStartOver={() => {
            setGeneration((g) => g + 1);
            void work.refetch();
          }}
        />
      )}
    </QueryView>
  );
}

function ProblemLoader({ slug, mode }: { slug: string; mode: Mode }) {
  const problem = useChannelQuery('problems:get', { slug });
  return (
    <QueryView
      query={problem}
      loadingLabel="Loading the problem…"
      notFound={<MissingSlugScreen kind="problem" slug={slug} />}
    >
      {(p) => <WorkLoader key={mode} problem={p} mode={mode} />}
    </QueryView>
  );
}

/** `/problem/:slug` (practice) and `/problem/:slug?mode=interview`. */
export function ProblemPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const mode: Mode = params.get('mode') === 'interview' ? 'interview' : 'practice';
  // An address that cannot be a slug never reaches main: to the user it is as missing as an unknown problem.
  if (!SlugSchema.safeParse(slug).success) return <MissingSlugScreen kind="problem" slug={slug} />;
  // Keyed by slug: the previous route's problem and work never pair with this route's.
  return <ProblemLoader key={slug} slug={slug} mode={mode} />;
}
