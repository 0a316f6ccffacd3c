import { AXIS_IDS } from '../../src/shared/domain/axes';
import type { Track } from '../../src/shared/domain/track';
import type { AttemptEvidence, PickerInput, PickerProblem } from '../../src/main/services/picker/types';

export const TODAY = new Date('2026-11-10T09:00:00.000Z');
export const daysAgo = (d: number) => new Date(TODAY.getTime() - d * 86_400_000).toISOString();

export const AXES = AXIS_IDS.map((id) => ({ id, title: id.replace(/_/g, ' ') }));

export function problem(slug: string, axes: PickerProblem['axes'], difficulty: PickerProblem['difficulty'] = 'medium'): PickerProblem {
  return { slug, title: `Problem ${slug}`, axes, difficulty };
}

export function attempt(problemSlug: string, over: Partial<AttemptEvidence> = {}): AttemptEvidence {
  return {
    problemSlug,
    passed: false,
    testStatus: 'failed',
    lookedReference: false,
    lookedPitfalls: false,
    hints: 0,
    confidence: 3,
    mode: 'practice',
    createdAt: daysAgo(3),
    reviewScore: null,
    rubricScore: null,
    ...over,
  };
}

export const TRACK: Track = {
  slug: 'mini',
  title: 'Mini track',
  description: 'Two chapters',
  source_url: 'https://example.org/mini',
  body_md: '',
  chapters: [
    {
      title: 'Basics',
      sections: [
        { title: 'Tensors', url: 'https://example.org/1', kind: 'external_reading', duration_min: 20, domain_tags: [], axes: ['math_foundations'] },
        { title: 'Attention', url: 'https://example.org/2', kind: 'external_exercise', duration_min: 60, domain_tags: [], axes: ['transformer_internals'] },
      ],
    },
    {
      title: 'Circuits',
      sections: [
        { title: 'Induction heads', url: '/problem/induction', kind: 'external_reading', duration_min: 30, domain_tags: [], axes: ['mechanistic_interpretability'] },
      ],
    },
  ],
};

export function input(over: Partial<PickerInput> = {}): PickerInput {
  return {
    today: TODAY,
    settings: { activeTrack: null },
    axes: AXES,
    problems: [],
    attempts: [],
    readings: [],
    writings: [],
    dueReflections: [],
    companions: [],
    ...over,
  };
}
