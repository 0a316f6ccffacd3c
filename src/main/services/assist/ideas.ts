import { notFound } from '@shared/errors';
import type { ReflectionRow } from '../../db/repositories/reflections';
import type { AttemptRow } from '../../db/repositories/attempts';
import type { WritingsService } from '../writings';

/** The user's own text as a Markdown quote: every line prefixed, nothing added or changed. */
export const quote = (text: string): string =>
  text
    .trim()
    .split('\n')
    .map((l) => (l.trim() === '' ? '>' : `> ${l}`))
    .join('\n');

const clipTitle = (t: string) => (t.length > 200 ? `${t.slice(0, 199)}…` : t);

/**
 * "Turn into a writing idea": a learning_log idea whose body quotes what the user wrote (the
 * reflection, or the attempt's notes) and whose source points back to it. Nothing is generated: the body is the
 * user's words as a quote, the title names the source.
 */
export function createIdeasService(deps: {
  reflection: (userId: string, id: string) => ReflectionRow | undefined;
  attempt: (userId: string, id: string) => AttemptRow | undefined;
  problemTitle: (slug: string) => string | undefined;
  writings: WritingsService;
}) {
  function create(userId: string, title: string, body: string, sourceRef: { kind: string; id: string; title: string; url: string }) {
    const writings = deps.writings;
    const piece = writings.create(userId, { title: clipTitle(title), type: 'learning_log', sourceRef });
    if (body) writings.update(userId, { id: piece.id, body_md: `${body}\n` });
    return writings.get(userId, piece.id);
  }
  return {
    fromReflection(userId: string, reflectionId: string) {
      const r = deps.reflection(userId, reflectionId);
      if (!r) throw notFound('That reflection does not exist (it may belong to another profile).');
      return create(userId, `Reflection: ${r.sectionTitle}`, quote(r.text), {
        kind: 'reflection',
        id: r.id,
        title: r.sectionTitle,
        url: `/tracks/${r.trackSlug}#section-${r.sectionIdx}`,
      });
    },
    fromAttempt(userId: string, attemptId: string) {
      const a = deps.attempt(userId, attemptId);
      if (!a) throw notFound('That attempt does not exist (it may belong to another profile).');
      const problem = deps.problemTitle(a.problemSlug) ?? a.problemSlug;
      return create(userId, `Notes on ${problem}`, a.notes.trim() ? quote(a.notes) : '', {
        kind: 'attempt',
        id: a.id,
        title: problem,
        url: `/problem/${a.problemSlug}`,
      });
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
