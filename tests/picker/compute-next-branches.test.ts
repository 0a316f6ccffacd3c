import type { Track } from '../../src/shared/domain/track';
import {
  companionBranch,
  computeNext,
  rankCandidates,
  trackBranch,
} from '../../src/main/services/picker/compute-next';
import type { CompanionEvidence, PickerProblem } from '../../src/main/services/picker/types';
import { attempt, daysAgo, input, problem, TODAY, TRACK } from './fixtures';

/**
 * compute_next's fixed branches and how they combine with the ranking: the exact track-section action, which
 * companion problem leads and until when, how many alternatives the user sees, and the empty state.
 */
const progress = (cursor: number) => ({ slug: TRACK.slug, cursor, startedAt: daysAgo(5), completedSections: [] });
const onTrack = (track: Track, cursor: number) => ({
  settings: { activeTrack: { track, progress: progress(cursor) } },
});

describe('the track branch: the section at the cursor', () => {
  it('names the track, the position, the chapter by its own title and the part within it', () => {
    expect(trackBranch(input(onTrack(TRACK, 1)))).toEqual({
      kind: 'track_section',
      url: 'https://example.org/2',
      why:
        'Next in your track "Mini track": section 2 of 3, in "Basics" (part 2 of 2). ' +
        'While a track is active it leads; clear it to get picks by your weakest axes.',
      title: 'Attention',
      external: true,
      axis: 'transformer_internals',
      duration_min: 60,
      track: {
        slug: 'mini',
        title: 'Mini track',
        position: 1,
        total: 3,
        chapter_title: 'Basics',
        chapter_number: 1,
        chapter_count: 2,
      },
    });
  });

  it('an in-app link is not external; http and https links in any case are', () => {
    const withUrl = (url: string) => {
      const track: Track = {
        ...TRACK,
        chapters: [{ title: 'One', sections: [{ ...TRACK.chapters[0]!.sections[0]!, url, axes: [] }] }],
      };
      return trackBranch(input(onTrack(track, 0)))!;
    };
    expect(withUrl('/problem/induction').external).toBe(false);
    expect(withUrl('http://example.org/a').external).toBe(true);
    expect(withUrl('HTTPS://EXAMPLE.ORG/A').external).toBe(true);
    expect(withUrl('/go?to=https://example.org').external).toBe(false);
    // A section on no axis has none.
    expect(withUrl('/problem/induction').axis).toBeNull();
  });

  it('yields nothing without an active track or past its last section', () => {
    expect(trackBranch(input())).toBeNull();
    expect(trackBranch(input(onTrack(TRACK, 3)))).toBeNull();
  });
});

describe('the companion branch: an opted-in problem after its reading', () => {
  const attn = problem('attn', ['transformer_internals']);
  const heads = problem('heads', ['mechanistic_interpretability']);
  const corpus = new Map<string, PickerProblem>([
    ['attn', attn],
    ['heads', heads],
  ]);
  const companion = (problemSlug: string, completedAt: string, sectionTitle = 'Attention'): CompanionEvidence => ({
    trackTitle: 'Mini track',
    sectionTitle,
    problemSlug,
    completedAt,
  });

  it('offers the problem with the section and track it follows', () => {
    expect(companionBranch(input({ companions: [companion('attn', daysAgo(1))] }), corpus)).toEqual({
      kind: 'companion_problem',
      url: '/problem/attn',
      why: 'You opted in to a companion problem for "Attention" (Mini track). Practise it while the reading is fresh; the track continues after your first submission.',
      title: 'Problem attn',
      external: false,
      axis: 'transformer_internals',
      duration_min: null,
      track: null,
    });
  });

  it('ends with an attempt at or after the section was finished; an earlier attempt does not end it', () => {
    const at = daysAgo(1);
    const pick = (attempts: ReturnType<typeof attempt>[]) =>
      companionBranch(input({ companions: [companion('attn', at)], attempts }), corpus)?.url ?? null;
    expect(pick([attempt('attn', { createdAt: daysAgo(2) })])).toBe('/problem/attn');
    expect(pick([attempt('heads', { createdAt: TODAY.toISOString() })])).toBe('/problem/attn');
    expect(pick([attempt('attn', { createdAt: at })])).toBeNull();
  });

  it('with derived summaries, the problem’s last attempt time decides the same way', () => {
    const at = daysAgo(1);
    const derived = (lastAt: string) => ({
      axisSums: new Map(),
      problems: new Map([['attn', { attempts: 1, leaned: 0, lastAt, lastPassed: false, lastCleanAt: null }]]),
    });
    const pick = (d: ReturnType<typeof derived> | undefined) =>
      companionBranch(input({ companions: [companion('attn', at)], derived: d }), corpus)?.url ?? null;
    expect(pick(derived(daysAgo(2)))).toBe('/problem/attn');
    expect(pick(derived(at))).toBeNull();
    expect(pick(derived(TODAY.toISOString()))).toBeNull();
    // A problem the summaries do not know has no attempt.
    expect(pick({ axisSums: new Map(), problems: new Map() })).toBe('/problem/attn');
  });

  it('the most recently finished section wins, ties by slug; a problem gone from the corpus is skipped', () => {
    const pick = (companions: CompanionEvidence[]) => companionBranch(input({ companions }), corpus)?.url ?? null;
    expect(pick([companion('attn', daysAgo(3)), companion('heads', daysAgo(1))])).toBe('/problem/heads');
    expect(pick([companion('heads', daysAgo(1)), companion('attn', daysAgo(3))])).toBe('/problem/heads');
    expect(pick([companion('heads', daysAgo(1)), companion('attn', daysAgo(1))])).toBe('/problem/attn');
    expect(pick([companion('attn', daysAgo(1)), companion('heads', daysAgo(1))])).toBe('/problem/attn');
    expect(pick([companion('gone', daysAgo(0)), companion('heads', daysAgo(2))])).toBe('/problem/heads');
    expect(pick([])).toBeNull();
  });

  it('a problem on no axis is offered with none', () => {
    const bare = new Map<string, PickerProblem>([['bare', problem('bare', [])]]);
    expect(companionBranch(input({ companions: [companion('bare', daysAgo(1))] }), bare)?.axis).toBeNull();
  });
});

describe('compute_next: what the user is shown', () => {
  const problems = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => problem(s, ['eval_design']));

  it('without a fixed branch: the best pick and the next three as alternatives', () => {
    const out = computeNext(input({ problems }));
    expect(out.next.url).toBe('/problem/a');
    expect(out.alternatives.map((a) => a.url)).toEqual(['/problem/b', '/problem/c', '/problem/d']);
    expect(out.alternatives[0]).toMatchObject({
      kind: 'problem',
      title: 'Problem b',
      external: false,
      track: null,
      duration_min: null,
    });
  });

  it('with an active track: the section, and the three best picks as alternatives', () => {
    const out = computeNext(input({ problems, ...onTrack(TRACK, 0) }));
    expect(out.next.kind).toBe('track_section');
    expect(out.alternatives.map((a) => a.url)).toEqual(['/problem/a', '/problem/b', '/problem/c']);
  });

  it('a companion problem leads over the active track', () => {
    const out = computeNext(
      input({
        problems,
        ...onTrack(TRACK, 0),
        companions: [{ trackTitle: 'Mini track', sectionTitle: 'Tensors', problemSlug: 'f', completedAt: daysAgo(1) }],
      }),
    );
    expect(out.next).toMatchObject({ kind: 'companion_problem', url: '/problem/f' });
    expect(out.alternatives).toHaveLength(3);
  });

  it('with nothing to pick: the empty state, pointing at the tracks', () => {
    expect(computeNext(input()).next).toEqual({
      kind: 'none',
      url: '/tracks',
      why: 'There is nothing to pick from yet: no problems, track sections, reflections or pieces in progress. Activate or import a track, or add problems, and the picker will start choosing.',
      title: 'Nothing to pick yet',
      external: false,
      axis: null,
      duration_min: null,
      track: null,
    });
    expect(computeNext(input()).alternatives).toEqual([]);
  });

  it('lists an estimate per axis, titled, with the three focus axes marked', () => {
    // Three sure-but-wrong errors: eval design is clearly weak, whatever the exploration bonus of empty axes.
    const wrong = [2, 3, 4].map((d) => attempt('a', { testStatus: 'error', confidence: 5, createdAt: daysAgo(d) }));
    const out = computeNext(input({ problems, attempts: wrong }));
    expect(out.estimates).toHaveLength(13);
    const evals = out.estimates.find((e) => e.axis === 'eval_design')!;
    expect(evals).toMatchObject({ title: 'eval design', attempts: 3, focus: true });
    expect(evals.estimate).toBeLessThan(0.5);
    expect(out.estimates.filter((e) => e.focus)).toHaveLength(3);
  });

  it('derived axis sums are used when present (the attempts are then not read)', () => {
    const derived = {
      axisSums: new Map([['algorithmic' as const, { w: 10, ws: 0, n: 10 }]]),
      problems: new Map(),
    };
    const out = computeNext(input({ problems, derived, attempts: [attempt('a')] }));
    expect(out.estimates.find((e) => e.axis === 'algorithmic')).toMatchObject({ attempts: 10, focus: true });
    expect(out.estimates.find((e) => e.axis === 'eval_design')).toMatchObject({ attempts: 0 });
    const ranked = rankCandidates(input({ problems: [problem('algo', ['algorithmic'])], derived }));
    expect(ranked[0]!.reasons[0]).toMatchObject({ type: 'axis', focusRank: 0 });
  });
});
