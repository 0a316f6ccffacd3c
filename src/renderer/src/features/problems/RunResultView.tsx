import type { RunResult } from '@shared/domain/run-result';
import { RUN_STATUS_CHIP, RUN_STATUS_LABEL } from './labels';

const TEST_ICON = { pass: '✓', fail: '✗', error: '!', not_run: '–' } as const;
/** What a screen reader says for the icon (a span with only aria-label may be skipped: it needs a role). */
const TEST_STATUS_LABEL = { pass: 'Passed', fail: 'Failed', error: 'Error', not_run: 'Not run' } as const;
const ISOLATION_LABEL = {
  bubblewrap: 'sandboxed (bubblewrap: no network, read-only system)',
  process: 'own process group with limits (no sandbox available)',
} as const;

/**
 * Short messages are shown whole. A traceback is summarised by its last line (the exception), which is what
 * the learner reads first, with the full text one click away.
 */
function TestMessage({ message }: { message: string }) {
  const lines = message.trimEnd().split('\n');
  if (lines.length <= 3) return <pre className="test-message">{message}</pre>;
  return (
    <div className="test-message-wrap">
      <p className="test-summary">{lines[lines.length - 1]}</p>
      <details className="test-output">
        <summary>Full message ({lines.length} lines)</summary>
        <pre>{message}</pre>
      </details>
    </div>
  );
}

/** The test's own code under a test that did not pass, as Exercism shows it ("Test code", then the result). */
function TestCode({ code }: { code: string }) {
  return (
    <div className="test-code-wrap">
      <p className="test-code-label">Test code</p>
      <pre className="test-code" data-testid="test-code">
        {code}
      </pre>
    </div>
  );
}

/** Concept exercises link tests to numbered tasks: a heading where the task changes. */
function taskHeading(tests: RunResult['tests'], i: number): number | null {
  const task = tests[i]!.task_id;
  if (task === undefined) return null;
  return i === 0 || tests[i - 1]!.task_id !== task ? task : null;
}

/** A test run, inline: overall verdict, each test with its message, and how the code was run. */
export function RunResultView({
  result,
  heading,
  testId = 'run-result',
}: {
  result: RunResult;
  heading: string;
  /** A stored attempt's verdict is marked apart from the live result, which tests wait for. */
  testId?: string;
}) {
  const passed = result.tests.filter((t) => t.status === 'pass').length;
  const notRun = result.tests.filter((t) => t.status === 'not_run').length;
  return (
    <section className="card run-result" aria-live="polite" data-testid={testId} data-status={result.status}>
      <div className="row run-result-head">
        <h3>{heading}</h3>
        <span className={`chip ${RUN_STATUS_CHIP[result.status]}`} data-testid="run-status">
          {RUN_STATUS_LABEL[result.status]}
        </span>
        {result.tests.length > 0 ? (
          <span className="muted">
            {passed} of {result.tests.length} tests passed
            {notRun > 0 ? ` · ${notRun} not run` : ''}
          </span>
        ) : null}
        <span className="spacer" />
        <span className="hint">
          {Math.round(result.duration_ms)} ms · {ISOLATION_LABEL[result.isolation]}
          {result.cached ? ' · compiled binary reused' : ''}
        </span>
      </div>
      {result.error_message ? <pre className="run-error">{result.error_message}</pre> : null}
      {result.tests.length > 0 ? (
        <ul className="test-list">
          {result.tests.flatMap((t, i) => {
            const task = taskHeading(result.tests, i);
            const row = (
              <li key={`${t.name}-${i}`} className={`test test-${t.status}`} data-testid="test-row">
                <span className="test-icon" role="img" aria-label={TEST_STATUS_LABEL[t.status]}>
                  {TEST_ICON[t.status]}
                </span>
                <span className="test-name mono">{t.name}</span>
                {t.test_code && t.status !== 'pass' ? <TestCode code={t.test_code} /> : null}
                {t.message ? <TestMessage message={t.message} /> : null}
                {t.output ? (
                  <details className="test-output">
                    <summary>Printed output</summary>
                    <pre>{t.output}</pre>
                  </details>
                ) : null}
              </li>
            );
            return task === null
              ? [row]
              : [
                  <li key={`task-${task}-${i}`} className="test-task" data-testid="test-task">
                    Task {task}
                  </li>,
                  row,
                ];
          })}
        </ul>
      ) : null}
      {result.stdout || result.stderr ? (
        <details className="run-streams">
          <summary>Program output{result.truncated ? ' (cut at the size limit)' : ''}</summary>
          {result.stdout ? <pre>{result.stdout}</pre> : null}
          {result.stderr ? <pre className="stderr">{result.stderr}</pre> : null}
        </details>
      ) : null}
    </section>
  );
}
