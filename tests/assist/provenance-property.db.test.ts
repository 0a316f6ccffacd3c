import fc from 'fast-check';
import { createTestApp, unwrap } from '../support/test-app';
import { createAssistService } from '../../src/main/services/assist';
import { mapRanges } from '../../src/main/services/assist/provenance';

/**
 * Property: for random documents and random sequences of edits, applied and discarded
 * suggestions, Discard never changes the text and the provenance ranges always lie inside the body, in order
 * and without overlap. The real service and SQLite; the model is a stub that answers with the selection's own
 * sentences reversed (a reorder, which the guardrail passes).
 */
const word = fc.constantFrom('features', 'model', 'sparse', 'dictionary', 'clean', 'read', 'syntax', 'meaning', 'trained', 'small');
const sentence = fc.array(word, { minLength: 3, maxLength: 8 }).map((ws) => `${ws.join(' ')}.`);
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 3 }).map((ss) => ss.join(' '));
const doc = fc.array(paragraph, { minLength: 1, maxLength: 5 }).map((ps) => ps.join('\n\n'));
const op = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), del: fc.nat({ max: 12 }), ins: fc.constantFrom('', 'x', ' new words ', '\n\n') }),
  fc.record({ kind: fc.constantFrom('apply' as const, 'discard' as const), a: fc.nat(), b: fc.nat() }),
);

const reverseSentences = (text: string) => text.split(/(?<=\.)\s+/).reverse().join(' ');

describe('provenance ranges and Discard (property)', () => {
  test('Discard never changes the text; ranges always lie inside the body', async () => {
    const app = createTestApp();
    try {
      let reply = '';
      let applied = 0;
      const assist = createAssistService({
        repo: app.ctx.repos.assist,
        writings: app.ctx.services.writings,
        complete: async () => ({ content: JSON.stringify({ text: reply }), tokensIn: 1, tokensOut: 1, model: 'stub' }),
        modelName: () => 'stub-model',
        clock: app.clock,
      });
      await fc.assert(
        fc.asyncProperty(doc, fc.array(op, { maxLength: 10 }), async (initial, ops) => {
          const w = unwrap(await app.router.invoke('writings:create', { title: 'Property piece' }));
          unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: initial }));
          const user = app.ctx.services.profiles.currentId();
          const bodyOf = () => app.ctx.services.writings.get(user, w.id).bodyMd;
          const changed: string[] = [];
          for (const o of ops) {
            const body = bodyOf();
            if (o.kind === 'edit') {
              const at = o.at % (body.length + 1);
              const next = body.slice(0, at) + o.ins + body.slice(Math.min(body.length, at + o.del));
              unwrap(await app.router.invoke('writings:update', { id: w.id, body_md: next }));
            } else {
              // Select whole sentences, so the reversed reply is the user's own sentences.
              const bounds = [0, ...[...body.matchAll(/\.\s+/g)].map((m) => m.index + m[0].length), body.length];
              const i = o.a % bounds.length;
              const j = o.b % bounds.length;
              const [start, end] = [Math.min(bounds[i]!, bounds[j]!), Math.max(bounds[i]!, bounds[j]!)];
              const text = body.slice(start, end);
              reply = reverseSentences(text) || text;
              const result = await assist.suggest(user, { writingId: w.id, action: 'plain_language', selection: { start, end, text } });
              if (result.status === 'suggested') {
                if (o.kind === 'discard') {
                  assist.discard(user, result.suggestion.id);
                  if (bodyOf() !== body) changed.push('discard');
                } else if (result.suggestion.flags.length === 0) {
                  assist.apply(user, result.suggestion.id, result.suggestion.suggested_text);
                  applied += 1;
                }
              } else if (bodyOf() !== body) changed.push('refusal');
            }
            const now = bodyOf();
            const ranges = assist.provenance(user, w.id);
            let last = 0;
            for (const r of ranges) {
              expect(r.start).toBeGreaterThanOrEqual(last);
              expect(r.end).toBeGreaterThan(r.start);
              expect(r.end).toBeLessThanOrEqual(now.length);
              last = r.end;
            }
          }
          expect(changed).toEqual([]);
        }),
        { numRuns: 60 },
      );
      // The runs really exercised Apply (not only refusals and edits).
      expect(applied).toBeGreaterThan(20);
    } finally {
      app.close();
    }
  }, 120_000);

  test('mapRanges: text outside the edit keeps its range and its characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(), fc.nat(), fc.nat({ max: 10 }), fc.string({ maxLength: 10 }), (body, a, b, del, ins) => {
        const s = a % (body.length + 1);
        const e = s + (b % (body.length - s + 1));
        const ranges = e > s ? [{ start: s, end: e, suggestion_id: 'x', model: 'm' }] : [];
        const at = (a * 7 + b) % (body.length + 1);
        const next = body.slice(0, at) + ins + body.slice(Math.min(body.length, at + del));
        for (const r of mapRanges(body, next, ranges)) {
          expect(r.start).toBeGreaterThanOrEqual(0);
          expect(r.end).toBeLessThanOrEqual(next.length);
          // Every character still marked is one that was marked before (the user's rewrite is never marked).
          expect(body.includes(next.slice(r.start, r.end))).toBe(true);
        }
      }),
    );
  });
});
