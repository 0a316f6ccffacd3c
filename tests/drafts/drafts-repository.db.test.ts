import fc from 'fast-check';
import { createTestApp } from '../support/test-app';

/** The draft state machine in SQL (docs/product.md "Generated content": draft → live only by promotion; rejected is final). */
describe('drafts repository', () => {
  const app = createTestApp();
  const repos = app.ctx.repos;
  const owner = app.ctx.services.profiles.currentId();
  afterAll(() => app.close());

  const insert = (userId = owner) =>
    repos.drafts.insert(userId, { kind: 'exercise', title: 't', payloadJson: '{}', sourceJson: '{}', checkJson: null, sectionUrl: null }, '2026-01-01T00:00:00.000Z');

  test('any sequence of actions: live only after a promote of a draft, and live and rejected never change', () => {
    type Action = { op: 'update' | 'check' | 'promote' | 'reject' };
    fc.assert(
      fc.property(fc.array(fc.record({ op: fc.constantFrom('update', 'check', 'promote', 'reject') }) as fc.Arbitrary<Action>, { maxLength: 12 }), (actions) => {
        const id = insert();
        let expected: 'draft' | 'live' | 'rejected' = 'draft';
        for (const a of actions) {
          const at = '2026-01-02T00:00:00.000Z';
          const changed =
            a.op === 'update'
              ? repos.drafts.update(owner, id, { title: 'u', payloadJson: '{}', checkJson: null }, at)
              : a.op === 'check'
                ? repos.drafts.setCheck(owner, id, '{}')
                : a.op === 'promote'
                  ? repos.drafts.promote(owner, id, null, at)
                  : repos.drafts.reject(owner, id, 'no', at);
          expect(changed).toBe(expected === 'draft');
          if (expected === 'draft' && a.op === 'promote') expected = 'live';
          if (expected === 'draft' && a.op === 'reject') expected = 'rejected';
          expect(repos.drafts.get(owner, id)?.state).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('another profile neither sees nor changes a draft', () => {
    const id = insert();
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect(repos.drafts.get(stranger, id)).toBeUndefined();
    expect(repos.drafts.list(stranger)).toEqual([]);
    expect(repos.drafts.promote(stranger, id, null, 'x')).toBe(false);
    expect(repos.drafts.reject(stranger, id, 'x', 'x')).toBe(false);
    expect(repos.drafts.get(owner, id)?.state).toBe('draft');
    expect(repos.drafts.countDrafts(owner)).toBeGreaterThan(0);
  });
});
