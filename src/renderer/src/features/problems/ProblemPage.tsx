import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Mode, ProblemView, WorkState } from '@shared/ipc/channels/problems';
import { SlugSchema } from '@shared/domain/common';
import { MissingSlugScreen } from '../../components/NotFoundScreen';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import { ProblemWorkspace } from './ProblemWorkspace';
import './problems.css';
import './workspace.css';

/**
 * Loads the saved work once, then hands it to the workspace, which owns it from then on: what the learner types
 * is the truth while they type, so a later refetch of the saved work (an invalidation from anywhere) never
 * replaces or remounts the workspace. Only Start over hands it a new state (main's fresh one), as a new mount.
 */
function WorkLoader({ problem, mode }: { problem: ProblemView; mode: Mode }) {
  // gcTime 0: the workspace starts from main's copy, never from an older cached one.
  const work = useChannelQuery('problems:get-work', { slug: problem.slug, mode }, { gcTime: 0 });
  const [seed, setSeed] = useState<{ generation: number; work: WorkState } | null>(null);
  const loaded = seed?.work ?? work.data;
  if (!loaded) return <QueryView query={work} loadingLabel="Loading your work…">{() => null}</QueryView>;
  return (
    <ProblemWorkspace
      key={seed?.generation ?? 0}
      problem={problem}
      mode={mode}
      initial={loaded}
      onStartOver={(fresh) => setSeed((s) => ({ generation: (s?.generation ?? 0) + 1, work: fresh }))}
    />
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
