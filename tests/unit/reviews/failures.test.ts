import { createTestApp, unwrap } from '../../support/test-app';
import { reviewReply, startModelServer, type ModelServer, type ScriptedReply } from '../../support/model-server';
import { goodReview, insertAttempt } from './fixtures';

/** Never lose the attempt: every kind of model trouble leaves the attempt and a failed, retryable review. */
let server: ModelServer;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  server = await startModelServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  app = createTestApp({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' } });
});
afterEach(() => app.close());

const attemptCount = () => (app.ctx.db.prepare('SELECT COUNT(*) AS n FROM attempts').get() as { n: number }).n;

async function failThenRetry(reply: ScriptedReply, reason: RegExp, expectedRequests: number) {
  server.setFallback(reply);
  const attemptId = insertAttempt(app);
  const review = unwrap(await app.router.invoke('reviews:generate', { attemptId, voiceKey: 'default' }));
  expect(review.status).toBe('failed');
  expect(review.failureReason).toMatch(reason);
  expect(review.failureReason).not.toMatch(/at .*\.ts:\d+|Error:/);
  expect(server.chatRequests()).toHaveLength(expectedRequests);
  expect(attemptCount()).toBe(1);
  // The failed row is what the page shows after a reload.
  expect(unwrap(await app.router.invoke('reviews:for-attempt', { attemptId, voiceKey: 'default' })).review?.status).toBe('failed');

  server.setFallback({ kind: 'status', status: 500 });
  server.enqueue(reviewReply(goodReview()));
  const retried = unwrap(await app.router.invoke('reviews:retry', { reviewId: review.id }));
  expect(retried).toMatchObject({ id: review.id, status: 'ready', failureReason: null });
  expect(attemptCount()).toBe(1);
  return review;
}

describe('model failures leave the attempt and a retryable failed review', () => {
  it('malformed JSON (after one repair request)', async () => {
    await failThenRetry({ kind: 'content', content: 'Sure! Here is my review: {"summary": "ok", ' }, /could not be read as a review/, 2);
  });

  it('JSON of the wrong shape', async () => {
    await failThenRetry({ kind: 'content', content: JSON.stringify({ summary: 'x', per_phase: [], overall_score: 'high' }) }, /did not match the review shape/, 2);
  });

  it('429 rate limiting (after the SDK’s retries)', async () => {
    await failThenRetry({ kind: 'status', status: 429, message: 'slow down' }, /rate limiting/, 3);
  });

  it('500 server errors', async () => {
    await failThenRetry({ kind: 'status', status: 500 }, /internal error \(500\)/, 3);
  });

  it('401 with a message about the key', async () => {
    await failThenRetry({ kind: 'status', status: 401 }, /refused the API key/, 1);
  });

  it('a server that never answers (timeout)', async () => {
    const userId = app.ctx.services.profiles.currentId();
    // Below the 5 s the settings screen allows, so the test does not wait long; the server never answers at all.
    app.ctx.repos.userSettings.setPreference(userId, 'model', { timeoutSeconds: 0.2 }, new Date());
    await failThenRetry({ kind: 'hang' }, /did not answer in time/, 3);
  });

  it('an unreachable endpoint', async () => {
    app.close();
    app = createTestApp({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', WORKBENCH_MODEL: 'test-model' } });
    const review = unwrap(await app.router.invoke('reviews:generate', { attemptId: insertAttempt(app), voiceKey: 'default' }));
    expect(review.status).toBe('failed');
    expect(review.failureReason).toMatch(/Could not reach the model at http:\/\/127\.0\.0\.1:9\/v1/);
  });
});

describe('no model configured', () => {
  it('stores a no_model review that says so, sends nothing, and generates once a model is set', async () => {
    app.close();
    app = createTestApp({ env: {} });
    const attemptId = insertAttempt(app);
    const review = unwrap(await app.router.invoke('reviews:generate', { attemptId, voiceKey: 'default' }));
    expect(review.status).toBe('no_model');
    expect(review.failureReason).toMatch(/No language model is configured/);
    expect(server.requests).toHaveLength(0);
    expect(unwrap(await app.router.invoke('spend:summary', {})).recent).toHaveLength(0);

    unwrap(await app.router.invoke('model:save-settings', { baseUrl: server.baseUrl, model: 'test-model' }));
    server.enqueue(reviewReply(goodReview()));
    const generated = unwrap(await app.router.invoke('reviews:retry', { reviewId: review.id }));
    expect(generated.status).toBe('ready');
    // A key-less local server gets a placeholder, never the process environment's key.
    expect(server.requests[0]!.headers.authorization).toBe('Bearer no-key');
  });
});
