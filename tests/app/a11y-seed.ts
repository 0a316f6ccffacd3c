/**
 * Data for the accessibility audit: every screen with something on it, so the audit checks what a learner
 * sees (cards, chips, tables, a review, a draft), not empty states. Goes through the browser host's public API
 * plus the year of progress rows `progress-seed` writes. Answers the routes to audit, parameters filled in.
 */
import type { RunningHost } from '../support/web-host';
import type { ModelServer } from '../support/model-server';
import { reviewReply } from '../support/model-server';
import { exerciseReply } from '../support/draft-replies';
import { FEED_CASES } from '../support/feeds';
import { seedSectionTimes, seedYear } from '../progress/progress-seed';
import { softmaxReview, submitWork } from '../reviews/review-data';

async function must<T>(host: RunningHost, channel: string, input: unknown): Promise<T> {
  const r = await host.call(channel, input);
  if (!r.ok) throw new Error(`${channel}: ${r.error?.message ?? 'failed'}`);
  return r.value as T;
}

/** `server` must be the host's model server (OPENAI_BASE_URL): the review and the draft take scripted replies. */
export async function seedForAudit(host: RunningHost, server: ModelServer): Promise<string[]> {
  await must(host, 'runner:acknowledge-unsandboxed', {});
  await seedYear(host);
  await seedSectionTimes(host);

  server.enqueue(reviewReply(softmaxReview()));
  const attemptId = await submitWork((c, i) => host.call(c, i), 'practice');
  await must(host, 'reviews:generate', { attempt_id: attemptId, voice_key: 'default' });
  const track = await must<{ chapters: Array<{ sections: Array<{ position: number }> }> }>(host, 'tracks:get', {
    slug: 'arena',
  });
  const first = track.chapters[0]!.sections[0]!.position;
  await must(host, 'reflections:save', {
    slug: 'arena',
    idx: first,
    text: 'Superposition packs more features than dimensions.',
  });

  const stages: Record<string, string[]> = {
    idea: [],
    outline: ['outline'],
    draft: ['draft'],
    ready: ['ready'],
    published: ['ready', 'published'],
  };
  let writingId = '';
  for (const [stage, path] of Object.entries(stages)) {
    const w = await must<{ id: string }>(host, 'writings:create', {
      title: `Notes on superposition (${stage})`,
      type: 'research_reflection',
    });
    await must(host, 'writings:update', {
      id: w.id,
      body_md: '# Why probes mislead\n\nA probe finds a *direction*, not a use.\n\n## Evidence\n\n- one\n- two\n',
    });
    for (const s of path) await must(host, 'writings:set-stage', { id: w.id, stage: s });
    writingId ||= w.id;
  }

  await must(host, 'news:import', { text: FEED_CASES[1]!.text });

  server.enqueue({ kind: 'content', content: exerciseReply() });
  const draft = await must<{ id: string }>(host, 'drafts:generate', {
    kind: 'exercise',
    axis: 'algorithmic',
    language: 'python',
  });

  return [
    '/',
    '/tracks',
    '/tracks/arena',
    '/problems',
    '/problem/stable-softmax',
    '/writings',
    `/writings/${writingId}`,
    `/writings/${writingId}/export`,
    '/news',
    '/voices',
    '/reflections',
    '/review',
    '/progress',
    '/settings',
    '/settings/data',
    '/drafts',
    `/drafts/${draft.id}`,
    '/no/such/page',
  ];
}
