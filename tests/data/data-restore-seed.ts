/**
 * Learner data for the backup-and-restore e2e: one version of it written before the backup ("before") and
 * the changes made after it ("after"), through the browser host's public API. Every value a screen shows
 * carries the word of its version, so a screen showing the wrong version is seen by text.
 */
import type { RunningHost } from '../support/web-host';
import type { ModelServer } from '../support/model-server';
import { reviewReply } from '../support/model-server';
import { exerciseReply } from '../support/draft-replies';
import { softmaxReview, submitWork, SOFTMAX_NOTES } from '../reviews/review-data';

export type Version = 'before' | 'after';

/** What each version leaves on the screens; `other(v)` is the version that must not show. */
export const SEEN = {
  before: {
    reflection: 'Before the backup: superposition packs more features than dimensions.',
    reviewNote: ' Written before the backup.',
    reviewScore: 7.5,
    voice: 'default',
    wipNotes: 'Work in progress before the backup: check the empty list first.',
    writingTitle: 'Essay before the backup',
    writingBody: 'The body written before the backup.',
    substack: 'before-backup-letters',
    headline: 'Headline before the backup',
    model: 'model-before-backup',
    dailyCap: 1.5,
    timeout: 17,
    sectionsDone: 1,
  },
  after: {
    reflection: 'After the backup: features are directions, and probes find directions.',
    reviewNote: ' Written after the backup.',
    reviewScore: 4.5,
    voice: 'socratic',
    wipNotes: 'Work in progress after the backup: try log-sum-exp.',
    writingTitle: 'Essay renamed after the backup',
    writingBody: 'A body rewritten after the backup.',
    substack: 'after-backup-letters',
    headline: 'Headline after the backup',
    model: 'model-after-backup',
    dailyCap: 2.5,
    timeout: 23,
    sectionsDone: 2,
  },
} as const;

/** A profile is only added after the backup (a restore must take it away again). */
export const ADDED_PROFILE = 'Learner added after the backup';

export const other = (v: Version): Version => (v === 'before' ? 'after' : 'before');

/** Ids the screens are opened with (the same rows exist in both versions). */
export type Seeded = { writingId: string; draftId: string; firstSection: number; secondSection: number };

const TRACK = 'arena';
const SLUG = 'stable-softmax';

async function must<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message ?? 'failed'}`);
  return r.value as T;
}

const feed = (headline: string, id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Restore Test News</title><link>https://news.example.org/</link>
<item><title>${headline}</title><link>https://news.example.org/${id}</link><guid isPermaLink="false">${id}</guid>
<pubDate>Mon, 02 Nov 2026 08:30:00 GMT</pubDate><description>What happened ${id}.</description></item>
</channel></rss>`;

/** An attempt at stable-softmax, reviewed in `voice` with a summary that names the version. */
async function reviewedAttempt(host: RunningHost, server: ModelServer, v: Version): Promise<void> {
  const review = { ...softmaxReview(SEEN[v].reviewNote), overall_score: SEEN[v].reviewScore };
  // Submit starts a review in the last-used voice and generate may start another: every call gets this reply.
  server.setFallback(reviewReply(review));
  const attemptId = await submitWork((c, i) => host.call(c, i), 'practice', { voiceKey: SEEN[v].voice });
  await must(host, 'reviews:generate', { attempt_id: attemptId, voice_key: SEEN[v].voice });
}

/** Notes left on the problem page after the last submit (work in progress, stored per problem and mode). */
async function workInProgress(host: RunningHost, v: Version): Promise<void> {
  await must(host, 'problems:save-work', {
    slug: SLUG,
    mode: 'practice',
    phase: 'explore',
    reached: 'explore',
    phase_notes: { ...SOFTMAX_NOTES, explore: SEEN[v].wipNotes, plan: '' },
    code: '',
    notes: '',
    confidence: null,
    phase_times_ms: { explore: 30_000 },
  });
}

async function settings(host: RunningHost, server: ModelServer, v: Version): Promise<void> {
  await must(host, 'model:save-settings', { base_url: server.baseUrl, model: SEEN[v].model });
  await must(host, 'spend:set-caps', {
    caps: { overall: { daily_usd: SEEN[v].dailyCap, weekly_usd: 10 }, per_tag: {} },
  });
  await must(host, 'runner:save-settings', { timeout_seconds: SEEN[v].timeout });
  await must(host, 'writings:set-settings', { substack_publication: SEEN[v].substack });
}

/** Everything a learner would have by the time of the backup. */
export async function seedBefore(host: RunningHost, server: ModelServer): Promise<Seeded> {
  await must(host, 'runner:acknowledge-unsandboxed', {});
  await settings(host, server, 'before');

  const track = await must<{ chapters: Array<{ sections: Array<{ position: number }> }> }>(host, 'tracks:get', {
    slug: TRACK,
  });
  const [first, second] = track.chapters.flatMap((c) => c.sections).map((s) => s.position);
  await must(host, 'tracks:activate', { slug: TRACK });
  await must(host, 'tracks:start-section', { slug: TRACK, idx: first });
  await must(host, 'tracks:complete-section', { slug: TRACK, idx: first, minutes: 40 });
  await must(host, 'reflections:save', { slug: TRACK, idx: first, text: SEEN.before.reflection });

  await reviewedAttempt(host, server, 'before');
  await workInProgress(host, 'before');

  const piece = await must<{ id: string }>(host, 'writings:create', { title: SEEN.before.writingTitle });
  await must(host, 'writings:update', { id: piece.id, body_md: SEEN.before.writingBody });

  await must(host, 'news:import', { text: feed(SEEN.before.headline, 'before') });

  server.enqueue({ kind: 'content', content: exerciseReply() });
  const draft = await must<{ id: string }>(host, 'drafts:generate', {
    kind: 'exercise',
    axis: 'algorithmic',
    language: 'python',
  });
  return { writingId: piece.id, draftId: draft.id, firstSection: first!, secondSection: second! };
}

/** The changes made after the backup, one on the source of every screen. */
export async function changeAfter(host: RunningHost, server: ModelServer, seeded: Seeded): Promise<void> {
  await settings(host, server, 'after');
  await must(host, 'profiles:create', { name: ADDED_PROFILE });

  await must(host, 'tracks:start-section', { slug: TRACK, idx: seeded.secondSection });
  await must(host, 'tracks:complete-section', { slug: TRACK, idx: seeded.secondSection, minutes: 25 });
  await must(host, 'reflections:save', { slug: TRACK, idx: seeded.firstSection, text: SEEN.after.reflection });

  await reviewedAttempt(host, server, 'after');
  await workInProgress(host, 'after');

  await must(host, 'writings:update', {
    id: seeded.writingId,
    title: SEEN.after.writingTitle,
    body_md: SEEN.after.writingBody,
  });
  await must(host, 'writings:create', { title: 'Added after the backup' });

  await must(host, 'news:import', { text: feed(SEEN.after.headline, 'after') });

  await must(host, 'drafts:reject', { id: seeded.draftId, reason: 'Rejected after the backup.' });
}
