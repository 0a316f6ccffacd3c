import type { Progress } from '@shared/ipc/channels/progress';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useActions, useChannelMutation } from '../../lib/query';

const AFTER = ['progress:get', 'home:get', 'problems:list'] as const;

/**
 * "Optimise my schedule": offered once there are enough reviews; main fits the FSRS weights to them
 * with the FSRS authors' optimiser, stores them for this profile and re-schedules every problem.
 */
export function OptimiseSchedule({ redrills }: { redrills: Progress['redrills'] }) {
  const optimise = useChannelMutation('progress:optimise', { invalidates: AFTER });
  const reset = useChannelMutation('progress:reset-parameters', { invalidates: AFTER });
  const { busy, error, clear, run } = useActions(optimise, reset);
  const enough = redrills.reviews >= redrills.optimise_after;
  return (
    <div className="optimise" data-testid="optimise">
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <p className="muted small">
        {redrills.optimised_at
          ? `Scheduled with FSRS using parameters fitted to your ${redrills.optimised_reviews ?? 0} reviews (${new Date(redrills.optimised_at).toLocaleDateString()}); you have ${redrills.reviews} now.`
          : enough
            ? `Scheduled with FSRS using its default parameters. You have ${redrills.reviews} reviews, enough to fit parameters to how you remember.`
            : `Scheduled with FSRS using its default parameters (${redrills.reviews} reviews so far). Fitting them to you needs at least ${redrills.optimise_after} reviews; until then the defaults are the better guess.`}
      </p>
      <div className="row">
        {enough ? (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            aria-busy={optimise.isPending}
            onClick={() => run(optimise, {})}
          >
            {optimise.isPending ? 'Optimising…' : redrills.optimised_at ? 'Optimise again' : 'Optimise my schedule'}
          </button>
        ) : null}
        {redrills.optimised_at ? (
          <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => run(reset, {})}>
            Back to the default parameters
          </button>
        ) : null}
      </div>
    </div>
  );
}
