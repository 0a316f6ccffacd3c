import { useChannelMutation, useChannelQuery } from '../lib/query';

/**
 * Without bubblewrap, code runs unsandboxed: the page says so plainly and asks each profile once before its first
 * run (main refuses runs with `conflict` until then). Renders nothing where runs are sandboxed.
 */
export function UnsandboxedNotice() {
  const status = useChannelQuery('runner:sandbox-status', {});
  const agree = useChannelMutation('runner:acknowledge-unsandboxed', { invalidates: ['runner:sandbox-status'] });
  const s = status.data;
  if (!s?.unsandboxed) return null;
  if (s.acknowledged) {
    return (
      <p className="hint unsandboxed-note" data-testid="unsandboxed-note">
        Code runs unsandboxed on this machine (you agreed for this profile). It can read and change your files.
      </p>
    );
  }
  return (
    <div className="banner banner-warn" role="alert" data-testid="unsandboxed-confirm">
      <span className="banner-text">
        <strong>Your code will run unsandboxed.</strong> {s.notice}
        {agree.error ? ` ${agree.error.message}` : ''}
      </span>
      <button type="button" className="btn btn-small" disabled={agree.isPending} onClick={() => agree.mutate({})}>
        Run my code without a sandbox
      </button>
    </div>
  );
}
