import { useChannelMutation, useChannelQuery } from '../lib/query';

/**
 * Without bubblewrap, code runs unsandboxed: the page says so plainly and asks each profile once before its first
 * run (main refuses runs with `conflict` until then). Renders nothing where runs are sandboxed. `withNotice`:
 * false where the page already shows the notice text (Settings → Code runner shows it as the isolation note).
 */
export function UnsandboxedNotice({ withNotice = true }: { withNotice?: boolean }) {
  const status = useChannelQuery('runner:sandbox-status', {});
  const agree = useChannelMutation('runner:acknowledge-unsandboxed', { invalidates: ['runner:sandbox-status'] });
  const s = status.data;
  if (!s?.unsandboxed) return null;
  if (s.acknowledged) {
    return (
      <p className="hint" data-testid="unsandboxed-note">
        Code runs unsandboxed on this machine; this profile agreed
        {s.acknowledged_at ? ` on ${new Date(s.acknowledged_at).toLocaleDateString()}` : ''}. It can read and change
        your files.
      </p>
    );
  }
  return (
    <div className="banner banner-warn" role="alert" data-testid="unsandboxed-confirm">
      <span className="banner-text">
        <strong>Confirm before this profile&apos;s first run.</strong>{' '}
        {withNotice ? s.notice : 'Runs are refused until you do.'}
        {agree.error ? ` ${agree.error.message}` : ''}
      </span>
      <button type="button" className="btn btn-small" disabled={agree.isPending} onClick={() => agree.mutate({})}>
        Run my code without a sandbox
      </button>
    </div>
  );
}
