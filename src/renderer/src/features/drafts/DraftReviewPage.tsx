import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DraftView, GeneratedProblem, ReadingGuide } from '@shared/ipc/channels/drafts';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useActions, useChannelMutation, useChannelQuery } from '../../lib/query';
import type { Channel } from '@shared/ipc/contract';
import { DiscriminationPanel } from './DiscriminationPanel';
import { GuideFields } from './GuideFields';
import { ProblemFields } from './ProblemFields';
import { KIND_LABEL, STATE_CHIP, STATE_LABEL } from './labels';
import { readingGuideMarkdown } from '@shared/domain/draft';
import './drafts.css';

/** What a draft's change can alter on screen: the queue, the draft, and (on promotion) every learner view. */
const AFTER_CHANGE: readonly Channel[] = ['drafts:list', 'drafts:get', 'problems:list', 'home:get', 'tracks:get'];

function Review({ draft }: { draft: DraftView }) {
  const [guide, setGuide] = useState<ReadingGuide | null>(draft.guide);
  const [problem, setProblem] = useState<GeneratedProblem | null>(draft.problem);
  const [reason, setReason] = useState('');
  const update = useChannelMutation('drafts:update', { invalidates: AFTER_CHANGE });
  const runTests = useChannelMutation('drafts:run-tests', { invalidates: AFTER_CHANGE });
  const promote = useChannelMutation('drafts:promote', { invalidates: AFTER_CHANGE });
  const reject = useChannelMutation('drafts:reject', { invalidates: AFTER_CHANGE });
  const { busy, error, run } = useActions(update, runTests, promote, reject);
  const isDraft = draft.state === 'draft';
  const dirty = JSON.stringify(guide) !== JSON.stringify(draft.guide) || JSON.stringify(problem) !== JSON.stringify(draft.problem);
  const isProblem = draft.kind !== 'reading_guide';
  const canPromote = isDraft && !dirty && (!isProblem || draft.discriminates === true);

  return (
    <div className="draft-review">
      <PageHeader
        title={draft.title}
        subtitle={
          <span className="row">
            <span className="chip">{KIND_LABEL[draft.kind]}</span>
            <span className={`chip ${STATE_CHIP[draft.state]}`}>{STATE_LABEL[draft.state]}</span>
            <span>{draft.source.label}</span>
          </span>
        }
        actions={<Link to="/drafts" className="btn btn-ghost">All drafts</Link>}
      />
      {draft.state === 'live' ? (
        <p className="card draft-history" role="status">
          Promoted {draft.promoted_at ? new Date(draft.promoted_at).toLocaleString() : ''}.{' '}
          {draft.live_slug ? <Link to={`/problem/${draft.live_slug}`}>Open the live problem</Link> : 'It shows on its track section.'}
        </p>
      ) : null}
      {draft.state === 'rejected' ? (
        <p className="card draft-history" role="status">
          Rejected {draft.rejected_at ? new Date(draft.rejected_at).toLocaleString() : ''}: {draft.rejected_reason}
        </p>
      ) : null}
      {error ? <ErrorBanner message={error.message} /> : null}
      {isProblem ? <DiscriminationPanel check={draft.check} broken={draft.kind === 'debugging_problem'} /> : null}
      {isDraft ? (
        <div className="card draft-toolbar row">
          <button type="button" className="btn" disabled={busy || !dirty} onClick={() => run(update, { id: draft.id, ...(guide ? { guide } : {}), ...(problem ? { problem } : {}) })}>
            Save changes
          </button>
          {isProblem ? (
            <button type="button" className="btn" disabled={busy || dirty} onClick={() => run(runTests, { id: draft.id })} title={dirty ? 'Save first' : undefined}>
              {runTests.isPending ? 'Running tests…' : 'Run tests'}
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" disabled={busy || !canPromote} onClick={() => run(promote, { id: draft.id })}>
            Promote to live
          </button>
          <span className="grow" />
          <label className="field reject-field">
            <span className="visually-hidden">Reason for rejecting</span>
            <input type="text" value={reason} placeholder="Why reject it?" onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className="btn btn-danger" disabled={busy || reason.trim() === ''} onClick={() => run(reject, { id: draft.id, reason })}>
            Reject
          </button>
          {!canPromote && !dirty && isProblem ? <p className="hint full">Promotion needs a passing discrimination check on the saved version.</p> : null}
          {dirty ? <p className="hint full">Unsaved changes: save, then run the tests again.</p> : null}
        </div>
      ) : null}
      {guide ? (
        <div className="row draft-guide">
          <GuideFields value={guide} onChange={setGuide} disabled={!isDraft || busy} />
          <div className="card grow">
            <h2 className="eyebrow">As the track page will show it</h2>
            <Markdown source={readingGuideMarkdown(guide)} />
          </div>
        </div>
      ) : null}
      {problem ? <ProblemFields value={problem} onChange={setProblem} disabled={!isDraft || busy} /> : null}
      {!guide && !problem ? <ErrorBanner message="This draft's content could not be read." /> : null}
    </div>
  );
}

/** /drafts/:id: review one draft (edit, run tests, promote or reject). */
export function DraftReviewPage() {
  const { id = '' } = useParams();
  const draft = useChannelQuery('drafts:get', { id });
  return (
    <QueryView query={draft} loadingLabel="Loading the draft…" notFound={<ErrorBanner message="There is no such draft for this profile. Open one from the Drafts page." />}>
      {(d) => <Review key={`${d.id}:${d.updated_at}:${d.check?.checked_at ?? ''}`} draft={d} />}
    </QueryView>
  );
}
