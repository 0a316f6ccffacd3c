import { createRequire } from 'node:module';
import type * as Binding from '@open-spaced-repetition/binding';
import { unavailable } from '@shared/errors';
import type { RetentionRating } from './rating';

/**
 * "Optimise my schedule": fits FSRS weights to the user's own reviews with the FSRS authors'
 * optimiser (@open-spaced-repetition/binding, fsrs-rs as an N-API module). Loaded on first use (a native module
 * nobody needs at start-up), from node_modules.
 */
const load = createRequire(__filename);
let binding: typeof Binding | undefined;
export function optimiser(loadModule: (id: string) => unknown = load): typeof Binding {
  if (binding) return binding;
  try {
    binding = loadModule('@open-spaced-repetition/binding') as typeof Binding;
  } catch {
    // The package ships a native build per platform; a registry or installer may lack this one.
    throw unavailable(
      'The schedule optimiser is not installed for this platform, so your schedule keeps the default FSRS parameters. Reinstall Workbench (npm install) to get it.',
    );
  }
  return binding;
}

const GRADE: Record<RetentionRating, number> = { again: 1, hard: 2, good: 3, easy: 4 };
const DAY_MS = 86_400_000;

/** One review as the optimiser sees it: which problem, the rating it earned, when. */
export type ReviewRecord = { problemSlug: string; rating: RetentionRating; createdAt: string };

/**
 * Training items in fsrs-rs's shape: per problem, its reviews oldest first with the whole UTC days since the
 * previous one (0 for the first); one item per review after the first, carrying the history before it.
 */
export function trainingHistories(reviews: readonly ReviewRecord[]): Array<Array<{ rating: number; deltaT: number }>> {
  const byProblem = new Map<string, ReviewRecord[]>();
  for (const r of reviews) {
    const list = byProblem.get(r.problemSlug) ?? [];
    list.push(r);
    byProblem.set(r.problemSlug, list);
  }
  const items: Array<Array<{ rating: number; deltaT: number }>> = [];
  for (const list of byProblem.values()) {
    list.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    const seq = list.map((r, i) => ({
      rating: GRADE[r.rating],
      deltaT:
        i === 0
          ? 0
          : Math.max(0, Math.floor(Date.parse(r.createdAt) / DAY_MS) - Math.floor(Date.parse(list[i - 1]!.createdAt) / DAY_MS)),
    }));
    for (let k = 2; k <= seq.length; k++) items.push(seq.slice(0, k));
  }
  return items;
}

/** Fitted weights (21 for FSRS-6) for these reviews; long-term only, as the schedule has no short-term steps. */
export async function fitWeights(reviews: readonly ReviewRecord[]): Promise<number[]> {
  const b = optimiser();
  const items = trainingHistories(reviews).map(
    (h) => new b.FSRSBindingItem(h.map((r) => new b.FSRSBindingReview(r.rating, r.deltaT))),
  );
  const weights = await b.computeParameters(items, { enableShortTerm: false });
  if (!Array.isArray(weights) || weights.length < 17 || !weights.every((w) => Number.isFinite(w))) {
    throw new Error(`The optimiser answered ${JSON.stringify(weights)}, which are not FSRS weights.`);
  }
  return weights;
}
