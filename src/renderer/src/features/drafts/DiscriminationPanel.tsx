import type { Discrimination, Verdict } from '@shared/ipc/channels/drafts';

function VerdictBox({ label, verdict, want }: { label: string; verdict: Verdict; want: 'pass' | 'fail' }) {
  const ok = want === 'pass' ? verdict.status === 'passed' : verdict.tests_passed < verdict.tests_total || verdict.status !== 'passed';
  return (
    <div className={`verdict ${ok ? 'verdict-ok' : 'verdict-bad'}`} data-testid={`verdict-${want === 'pass' ? 'reference' : 'starter'}`}>
      <p className="verdict-head">
        <strong>{label}</strong> must {want}: {verdict.tests_passed}/{verdict.tests_total} tests pass ({verdict.status}) {ok ? '✓' : '✗'}
      </p>
      {verdict.failing_tests.length > 0 ? <p className="hint">Failing: {verdict.failing_tests.join(', ')}</p> : null}
      {verdict.output ? (
        // Focusable: the output scrolls sideways, and a keyboard user must be able to scroll it.
        <pre className="verdict-output mono" tabIndex={0}>
          {verdict.output}
        </pre>
      ) : null}
    </div>
  );
}

/** The runner's discrimination check: reference passes, starter (or broken version) fails at least one test. */
export function DiscriminationPanel({ check, broken }: { check: Discrimination | null; broken: boolean }) {
  if (!check)
    return (
      <div className="card discrimination" data-testid="discrimination" data-state="unchecked">
        <h2 className="eyebrow">Discrimination check</h2>
        <p>Not run on this version. Run the tests before promoting.</p>
      </div>
    );
  return (
    <div className="card discrimination" data-testid="discrimination" data-state={check.discriminates ? 'pass' : 'fail'}>
      <h2 className="eyebrow">Discrimination check</h2>
      <p className={check.discriminates ? 'check-pass' : 'check-fail'} role="status">
        {check.discriminates ? 'Passes: ' : 'Fails: '}
        {check.summary}
      </p>
      <div className="verdicts">
        <VerdictBox label="Reference" verdict={check.reference} want="pass" />
        <VerdictBox label={broken ? 'Broken version' : 'Starter'} verdict={check.starter} want="fail" />
      </div>
      <p className="hint">Checked {new Date(check.checked_at).toLocaleString()}</p>
    </div>
  );
}
