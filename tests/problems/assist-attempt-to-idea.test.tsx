import { fireEvent, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { AttemptView } from '../../src/renderer/src/features/problems/AttemptView';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

jest.setTimeout(30_000);
const SLOW = { timeout: 8_000 };

/** The editor route stands in for the writings screen: it shows which piece was opened. */
function OpenedPiece() {
  const { id } = useParams();
  return <p data-testid="opened-piece">{id}</p>;
}

function seedAttempt(app: TestApp, notes: string): string {
  const user = app.ctx.services.profiles.currentId();
  return app.ctx.repos.attempts.create(
    user,
    {
      problemSlug: 'stable-softmax', language: 'python', mode: 'practice', code: 'x = 1', phaseNotes: {}, hintCounts: {},
      lookedUpReference: false, lookedUpPitfalls: false, passed: true, testStatus: 'passed', testResults: [], phaseTimesMs: {},
      notes, confidence: 4, durationMs: 10, isolation: null, errorMessage: null, voiceKey: null,
    },
    app.clock.now(),
  ).id;
}

/** "Turn into a writing idea" on an opened past attempt. */
describe('opened attempt: Turn into a writing idea', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  async function open(notes: string) {
    let attemptId = '';
    const rendered = await renderWithApp(
      [
        { path: '/problem/:slug', element: <AttemptViewRoute get={() => attemptId} /> },
        { path: '/writings/:id', element: <OpenedPiece /> },
      ],
      {
        seed: (a) => {
          attemptId = seedAttempt(a, notes);
          return Promise.resolve();
        },
        at: '/problem/stable-softmax',
      },
    );
    app = rendered.app;
    return attemptId;
  }

  it('creates a learning_log idea quoting the notes, pointing back to the attempt, and opens it in the editor', async () => {
    const attemptId = await open('Subtracting the max first keeps exp from overflowing.');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn into a writing idea' }, SLOW));
    const opened = await screen.findByTestId('opened-piece', {}, SLOW);
    const piece = unwrap(await app!.router.invoke('writings:get', { id: opened.textContent ?? '' }));
    expect(piece).toMatchObject({
      type: 'learning_log',
      stage: 'idea',
      body_md: '> Subtracting the max first keeps exp from overflowing.\n',
      source_ref: { kind: 'attempt', id: attemptId, url: '/problem/stable-softmax' },
    });
    // The attempt itself is untouched.
    expect(unwrap(await app!.router.invoke('attempts:get', { id: attemptId })).notes).toBe(
      'Subtracting the max first keeps exp from overflowing.',
    );
  });
});

function AttemptViewRoute({ get }: { get: () => string }) {
  return <AttemptView id={get()} onStartAgain={() => undefined} onClose={() => undefined} />;
}
