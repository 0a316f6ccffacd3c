import { computeNext } from '../../src/main/services/picker/compute-next';
import { attempt, daysAgo, input, problem } from './fixtures';

/** Issue 17 item 9: what the picker says to someone it knows nothing about, and after it knows a little. */
describe('picks and why texts for a new user', () => {
  const corpus = [
    problem('rust-medium', ['transformer_internals', 'algorithmic'], 'medium'),
    problem('py-easy', ['transformer_internals'], 'easy'),
    problem('other-medium', ['eval_design'], 'medium'),
  ];

  it('with no evidence, picks an easy problem and never claims a difficulty suits a level', () => {
    const out = computeNext(input({ problems: corpus }));
    expect(out.next.url).toBe('/problem/py-easy');
    expect(out.next.why).toMatch(/easy one: a good first step while the picker has no evidence/);
    for (const why of [out.next.why, ...out.alternatives.map((a) => a.why)]) {
      expect(why).not.toMatch(/suits your|matches your estimate/);
    }
  });

  it('names the second weak axis instead of counting it, and reads differently for different picks', () => {
    const out = computeNext(input({ problems: corpus }));
    const both = [out.next, ...out.alternatives].find((a) => a.url === '/problem/rust-medium');
    expect(both?.why).toContain('It also works on algorithmic, another of your weak axes.');
    expect(both?.why).not.toContain('another weak axis.');
    const whys = [out.next.why, ...out.alternatives.map((a) => a.why)];
    expect(new Set(whys).size).toBe(whys.length);
  });

  it('claims a difficulty fit only once there is evidence on the axis', () => {
    const attempts = [1, 2, 3].map((d) => attempt('other-medium', { passed: false, createdAt: `2026-10-0${d}T10:00:00.000Z` }));
    const out = computeNext(input({ problems: corpus, attempts }));
    const texts = [out.next.why, ...out.alternatives.map((a) => a.why)].join(' ');
    expect(texts).not.toMatch(/suits your/);
    // The axis with evidence gets no "first step" text; the one without still does.
    const evals = [out.next, ...out.alternatives].find((a) => a.url === '/problem/other-medium');
    expect(evals?.why).toMatch(/from 3 pieces of evidence/);
    expect(evals?.why).not.toMatch(/first step/);
    expect(out.next.why).toMatch(/first step/);
  });

  it('offers a reading, not only problems, when it fits a weaker axis than any easy problem (a reading wins)', () => {
    // Evidence says the problem's axis is strong; the reading's axis has none. The first-step bonus for easy
    // problems applies only where there is no evidence, so the reading on the unknown axis leads.
    const strong = [1, 2, 3, 4].map((d) =>
      attempt('easy-algo', { passed: true, testStatus: 'passed', reviewScore: 9, createdAt: daysAgo(20 + d) }),
    );
    const out = computeNext(
      input({
        problems: [problem('easy-algo', ['algorithmic'], 'easy')],
        attempts: strong,
        readings: [
          {
            trackSlug: 'gov',
            trackTitle: 'Governance',
            position: 0,
            title: 'Compute governance',
            url: 'https://example.org/g',
            axes: ['ai_governance_strategy'],
            durationMin: 25,
          },
        ],
      }),
    );
    expect(out.next).toMatchObject({ kind: 'reading', axis: 'ai_governance_strategy' });
    expect(out.next.why).toMatch(/Compute governance/);
  });
});
